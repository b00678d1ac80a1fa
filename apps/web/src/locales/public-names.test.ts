import { describe, expect, it } from 'vitest';
import { resources } from './resources';

// A participant's public name ends with a full stop ("Paula P."): a text that puts it at the end
// of a sentence shows "Paula P..". The namespaces that show public names never do.
const SHOWING_PUBLIC_NAMES = ['donations', 'supporter', 'chat', 'fundraiser_page', 'course'];

function strings(tree: unknown, path: string[] = []): [string, string][] {
  if (typeof tree === 'string') return [[path.join('.'), tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, [...path, key]));
}

describe('texts with a public name', () => {
  it.each(Object.keys(resources))('never end a sentence right after it (%s)', (language) => {
    const namespaces = resources[language as keyof typeof resources] as Record<string, unknown>;
    const doubled = SHOWING_PUBLIC_NAMES.flatMap((namespace) =>
      strings(namespaces[namespace], [namespace])
        .filter(([, text]) => text.replaceAll('{{name}}', 'Paula P.').includes('P..'))
        .map(([key]) => key),
    );
    expect(doubled).toEqual([]);
  });
});
