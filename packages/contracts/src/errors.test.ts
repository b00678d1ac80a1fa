import { describe, expect, it } from 'vitest';
import de from './locales/de/errors.json';
import en from './locales/en/errors.json';
import { errorCodes, errorStatus } from './errors';

describe('error catalogue', () => {
  it('has a German and an English message for every code, and nothing else', () => {
    expect(Object.keys(en).sort()).toEqual([...errorCodes].sort());
    expect(Object.keys(de).sort()).toEqual([...errorCodes].sort());
  });

  it('keeps the spec wording where the spec has one', () => {
    expect(en.NO_ROLE).toBe('No role found');
    expect(de.NO_ROLE).toBe('Keine Rolle gefunden');
    expect(en.MONEY_PENDING).toBe(
      'There is still money pending. Please try again when all donations are available.',
    );
    expect(en.DATE_IN_PAST).toBe('Please provide a date that is not in the past');
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]);
    for (const code of errorCodes) {
      expect(placeholders(de[code]), code).toEqual(placeholders(en[code]));
    }
  });

  it('maps every code to an HTTP error status', () => {
    for (const code of errorCodes) {
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code]).toBeLessThan(600);
    }
  });
});
