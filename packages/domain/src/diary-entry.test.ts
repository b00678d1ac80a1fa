import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countSmokeFreeDays, isInDiaryRange, isValidDiaryNotes } from './diary-entry';

describe('diary ranges (P3)', () => {
  it('accepts the edges and refuses just outside them', () => {
    const cases: [Parameters<typeof isInDiaryRange>[0], number, number][] = [
      ['smokingDesire', 0, 4],
      ['determination', 0, 4],
      ['cravingCount', 0, 200],
      ['sportMinutes', 0, 1440],
      ['sleepHours', 0, 24],
      ['steps', 0, 100_000],
    ];
    for (const [field, min, max] of cases) {
      expect(isInDiaryRange(field, min), field).toBe(true);
      expect(isInDiaryRange(field, max), field).toBe(true);
      expect(isInDiaryRange(field, min - 1), field).toBe(false);
      expect(isInDiaryRange(field, max + 1), field).toBe(false);
      expect(isInDiaryRange(field, Number.NaN), field).toBe(false);
    }
  });

  it('takes sleep in half hours and everything else in whole numbers', () => {
    expect(isInDiaryRange('sleepHours', 7.5)).toBe(true);
    expect(isInDiaryRange('sleepHours', 7.25)).toBe(false);
    expect(isInDiaryRange('cravingCount', 2.5)).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 }), (halfHours) => {
        expect(isInDiaryRange('sleepHours', halfHours / 2)).toBe(true);
      }),
    );
  });

  it('counts notes in characters, not UTF-16 units', () => {
    expect(isValidDiaryNotes('😀'.repeat(2000))).toBe(true);
    expect(isValidDiaryNotes('x'.repeat(2001))).toBe(false);
  });
});

describe('countSmokeFreeDays (C5)', () => {
  it('counts entries saying "not smoked since last entry", once per course day', () => {
    expect(
      countSmokeFreeDays([
        { day: 1, smokedSinceLastEntry: false },
        { day: 2, smokedSinceLastEntry: true },
        { day: 3, smokedSinceLastEntry: false },
        { day: 3, smokedSinceLastEntry: false },
        { day: 29, smokedSinceLastEntry: false },
        { day: 0, smokedSinceLastEntry: false },
      ]),
    ).toBe(2);
  });

  it('is never more than the entries or 28', () => {
    const entries = fc.array(
      fc.record({ day: fc.integer({ min: -5, max: 40 }), smokedSinceLastEntry: fc.boolean() }),
    );
    fc.assert(
      fc.property(entries, (list) => {
        const n = countSmokeFreeDays(list);
        expect(n).toBeLessThanOrEqual(Math.min(list.length, 28));
        expect(n).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
