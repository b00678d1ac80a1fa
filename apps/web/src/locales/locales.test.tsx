import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@quit/domain/constants';
import { COURSE_STATES } from '@quit/domain/course-state';
import { PARTICIPANT_DONATION_STATUSES, SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import { resources } from './resources';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it('has the same namespaces in German and English', () => {
    expect(Object.keys(resources.de).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('has every key of %s in both languages', (namespace) => {
    const en = keysOf(resources.en[namespace]).sort();
    const de = keysOf(resources.de[namespace]).sort();
    expect(
      de.filter((key) => !en.includes(key)),
      'only in German',
    ).toEqual([]);
    expect(
      en.filter((key) => !de.includes(key)),
      'only in English',
    ).toEqual([]);
  });

  it.each(namespaces)('has no empty texts in %s', (namespace) => {
    for (const language of ['de', 'en'] as const) {
      const texts = JSON.stringify(resources[language][namespace]);
      expect(texts, language).not.toMatch(/:""/);
    }
  });

  it('uses snake_case keys', () => {
    const all = namespaces
      .filter((namespace) => namespace !== 'errors') // the shared catalogue keys are error codes
      .flatMap((namespace) => keysOf(resources.en[namespace]));
    expect(all.filter((key) => !/^[a-z0-9_]+(\.[a-z0-9_]+)*$/.test(key))).toEqual([]);
  });

  // The labels are keyed by the domain's vocabularies: a new state needs its words, and a label
  // for a state that no longer exists is noticed.
  it.each(LANGUAGES)('labels exactly the course states and donation statuses in %s', (language) => {
    const sorted = (values: readonly string[]) => [...values].sort();
    expect(Object.keys(resources[language].course.states).sort()).toEqual(sorted(COURSE_STATES));
    expect(Object.keys(resources[language].billing.donations.status).sort()).toEqual(
      sorted(PARTICIPANT_DONATION_STATUSES),
    );
    expect(Object.keys(resources[language].donations.donation_status).sort()).toEqual(
      sorted(SUPPORTER_DONATION_STATUSES),
    );
    const languageNames = Object.keys(resources[language].common.language).filter(
      (key) => key !== 'label',
    );
    expect(languageNames.sort()).toEqual(sorted(LANGUAGES));
  });
});
