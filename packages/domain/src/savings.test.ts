import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cigarettesNotSmoked, lifeDaysSaved, lifeMinutesSaved, moneySavedCents } from './savings';

describe('cigarettesNotSmoked', () => {
  it('multiplies the daily count by whole days', () => {
    expect(cigarettesNotSmoked(20, 28)).toBe(560);
    expect(cigarettesNotSmoked(20, 0)).toBe(0);
    expect(cigarettesNotSmoked(20, 2.9)).toBe(40);
    expect(cigarettesNotSmoked(20, -3)).toBe(0);
    expect(cigarettesNotSmoked(0, 28)).toBe(0);
  });

  it('rejects a fractional or negative daily count', () => {
    expect(() => cigarettesNotSmoked(2.5, 1)).toThrow(RangeError);
    expect(() => cigarettesNotSmoked(-1, 1)).toThrow(RangeError);
  });
});

describe('moneySavedCents', () => {
  it('prices the cigarettes by the pack, rounding down', () => {
    expect(
      moneySavedCents({ cigarettesPerDay: 20, packPriceCents: 900, packSize: 20, days: 28 }),
    ).toBe(25_200);
    // 15 a day for 3 days from packs of 21 at 8.50 €: 45 × 850 / 21 = 1821.43
    expect(
      moneySavedCents({ cigarettesPerDay: 15, packPriceCents: 850, packSize: 21, days: 3 }),
    ).toBe(1_821);
  });

  it('is 0 without a pack size or a price', () => {
    expect(
      moneySavedCents({ cigarettesPerDay: 20, packPriceCents: 900, packSize: 0, days: 28 }),
    ).toBe(0);
    expect(
      moneySavedCents({ cigarettesPerDay: 20, packPriceCents: 0, packSize: 20, days: 28 }),
    ).toBe(0);
  });

  it('is an integer that never decreases from one day to the next', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100 }),
        fc.nat({ max: 5_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat({ max: 3_650 }),
        (cigarettesPerDay, packPriceCents, packSize, days) => {
          const input = { cigarettesPerDay, packPriceCents, packSize };
          const today = moneySavedCents({ ...input, days });
          expect(Number.isInteger(today)).toBe(true);
          expect(today).toBeLessThanOrEqual((cigarettesPerDay * days * packPriceCents) / packSize);
          expect(moneySavedCents({ ...input, days: days + 1 })).toBeGreaterThanOrEqual(today);
        },
      ),
    );
  });
});

describe('life saved', () => {
  it('counts 11 minutes per cigarette', () => {
    expect(lifeMinutesSaved(1)).toBe(11);
    expect(lifeMinutesSaved(560)).toBe(6_160);
    expect(lifeMinutesSaved(-5)).toBe(0);
  });

  it('converts to days', () => {
    expect(lifeDaysSaved(560)).toBeCloseTo(4.2778, 4);
    expect(lifeDaysSaved(1_440)).toBe(11);
    expect(lifeDaysSaved(0)).toBe(0);
  });
});
