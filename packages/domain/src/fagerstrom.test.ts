import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cigarettesPerDayPoints, fagerstromBand, fagerstromScore } from './fagerstrom';

const heavy = {
  first_cigarette: 'within_5',
  forbidden_places: 'yes',
  hardest_to_give_up: 'first_morning',
  cigarettes_per_day: 35,
  more_in_morning: 'yes',
  smoke_when_ill: 'yes',
};

describe('fagerstromScore', () => {
  it('scores a hand-checked example: 2 + 0 + 1 + 1 + 1 + 0 = 5', () => {
    expect(
      fagerstromScore({
        first_cigarette: '6_to_30',
        forbidden_places: 'no',
        hardest_to_give_up: 'first_morning',
        cigarettes_per_day: 20,
        more_in_morning: 'yes',
        smoke_when_ill: 'no',
      }),
    ).toBe(5);
  });

  it('gives 10 at most and 0 at least', () => {
    expect(fagerstromScore(heavy)).toBe(10);
    expect(
      fagerstromScore({
        first_cigarette: 'after_60',
        forbidden_places: 'no',
        hardest_to_give_up: 'any_other',
        cigarettes_per_day: 10,
        more_in_morning: 'no',
        smoke_when_ill: 'no',
      }),
    ).toBe(0);
  });

  it('is null while an item is missing or unknown', () => {
    const missing: Record<string, string | number> = { ...heavy };
    delete missing.smoke_when_ill;
    expect(fagerstromScore(missing)).toBeNull();
    expect(fagerstromScore({ ...heavy, first_cigarette: 'sometimes' })).toBeNull();
    expect(fagerstromScore({ ...heavy, cigarettes_per_day: '20' })).toBeNull();
  });
});

describe('cigarettesPerDayPoints', () => {
  it('follows the FTND brackets at their edges', () => {
    expect([1, 10, 11, 20, 21, 30, 31, 100].map(cigarettesPerDayPoints)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});

describe('fagerstromBand', () => {
  it('bands 0–2, 3–4, 5, 6–7, 8–10', () => {
    expect([0, 2, 3, 4, 5, 6, 7, 8, 10].map(fagerstromBand)).toEqual([
      'very_low',
      'very_low',
      'low',
      'low',
      'medium',
      'high',
      'high',
      'very_high',
      'very_high',
    ]);
  });

  it('never decreases as the score grows', () => {
    const order = ['very_low', 'low', 'medium', 'high', 'very_high'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (score) => {
        expect(order.indexOf(fagerstromBand(score + 1))).toBeGreaterThanOrEqual(
          order.indexOf(fagerstromBand(score)),
        );
      }),
    );
  });
});
