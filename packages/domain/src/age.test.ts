import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { ageInYears, isOldEnough } from './age';
import { MIN_AGE_YEARS } from './constants';
import { addDays } from './dates';

describe('ageInYears', () => {
  it('counts a year from the birthday on, not the day before', () => {
    expect(ageInYears('2013-06-15', '2026-06-14')).toBe(12);
    expect(ageInYears('2013-06-15', '2026-06-15')).toBe(13);
    expect(ageInYears('2013-06-15', '2026-06-16')).toBe(13);
    expect(ageInYears('2013-06-15', '2013-06-15')).toBe(0);
  });

  it('lets 29 February birthdays complete the year on 1 March in common years', () => {
    expect(ageInYears('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageInYears('2012-02-29', '2025-03-01')).toBe(13);
    expect(ageInYears('2012-02-29', '2024-02-28')).toBe(11);
    expect(ageInYears('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('is negative for a birth date in the future', () => {
    expect(ageInYears('2027-01-01', '2026-01-01')).toBe(-1);
    expect(ageInYears('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('throws for invalid dates', () => {
    expect(() => ageInYears('2013-02-30', '2026-01-01')).toThrow(RangeError);
  });

  it('grows by exactly one across each birthday', () => {
    const birthDates = fc
      .date({
        min: new Date('1920-01-01T00:00:00Z'),
        max: new Date('2020-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(birthDates, fc.integer({ min: 1, max: 80 }), (birth, years) => {
        const birthday = `${String(Number(birth.slice(0, 4)) + years).padStart(4, '0')}${birth.slice(4)}`;
        if (birth.endsWith('-02-29')) return; // covered by the example test above
        expect(ageInYears(birth, birthday)).toBe(years);
        expect(ageInYears(birth, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });
});

describe('isOldEnough', () => {
  it('uses the minimum age of 13 by default', () => {
    expect(MIN_AGE_YEARS).toBe(13);
    expect(isOldEnough('2013-06-15', '2026-06-14')).toBe(false);
    expect(isOldEnough('2013-06-15', '2026-06-15')).toBe(true);
    expect(isOldEnough('1960-01-01', '2026-06-15')).toBe(true);
  });

  it('handles 29 February at the limit', () => {
    expect(isOldEnough('2012-02-29', '2025-02-28')).toBe(false);
    expect(isOldEnough('2012-02-29', '2025-03-01')).toBe(true);
  });

  it('accepts another minimum', () => {
    expect(isOldEnough('2008-06-15', '2026-06-14', 18)).toBe(false);
    expect(isOldEnough('2008-06-15', '2026-06-15', 18)).toBe(true);
  });

  it('never accepts a birth date in the future, even with minimum 0', () => {
    expect(isOldEnough('2026-06-16', '2026-06-15', 0)).toBe(false);
    expect(isOldEnough('2026-06-15', '2026-06-15', 0)).toBe(true);
  });
});
