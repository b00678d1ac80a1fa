import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@quit/domain/constants';
import { FIRST_NAMESPACES, groupOf, languageBundles } from './load-language';
import { resources } from './resources';

describe("a language's strings in two groups", () => {
  it.each(LANGUAGES)(
    'holds every namespace of %s once: the first screen’s first, the rest after',
    async (language) => {
      const first = await languageBundles[language].first();
      const rest = await languageBundles[language].rest();
      expect(Object.keys(first).sort()).toEqual([...FIRST_NAMESPACES].sort());
      expect(Object.keys(rest).filter((namespace) => namespace in first)).toEqual([]);
      expect([...Object.keys(first), ...Object.keys(rest)].sort()).toEqual(
        Object.keys(resources[language]).sort(),
      );
      expect(rest['admin']).toBeUndefined(); // the console's come with the console
      for (const namespace of Object.keys(rest)) expect(groupOf(namespace)).toBe('rest');
      expect(first['course']).toEqual(resources[language].course);
    },
  );
});
