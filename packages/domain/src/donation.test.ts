import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DONATION_PRESETS_CENTS } from './constants';
import { acceptsDonations, DEFAULT_DONATION_LIMITS, isValidDonationAmount } from './donation';

describe('isValidDonationAmount', () => {
  it.each([
    [99, false],
    [100, true],
    [101, true],
    [1_000_000, true],
    [1_000_001, false],
    [0, false],
    [-100, false],
    [100.5, false],
    [999.999, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (cents, valid) => {
    expect(isValidDonationAmount(cents)).toBe(valid);
  });

  it('accepts every preset amount', () => {
    for (const preset of DONATION_PRESETS_CENTS) expect(isValidDonationAmount(preset)).toBe(true);
  });

  it('uses configured limits', () => {
    const limits = { minCents: 500, maxCents: 2_000 };
    expect(isValidDonationAmount(499, limits)).toBe(false);
    expect(isValidDonationAmount(500, limits)).toBe(true);
    expect(isValidDonationAmount(2_000, limits)).toBe(true);
    expect(isValidDonationAmount(2_001, limits)).toBe(false);
  });

  it('accepts exactly the integers within the default limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 2_000_000 }), (cents) => {
        const { minCents, maxCents } = DEFAULT_DONATION_LIMITS;
        expect(isValidDonationAmount(cents)).toBe(cents >= minCents && cents <= maxCents);
      }),
    );
  });

  it('rejects every fractional amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 1_000_000, noNaN: true }).filter((x) => !Number.isInteger(x)),
        (cents) => {
          expect(isValidDonationAmount(cents)).toBe(false);
        },
      ),
    );
  });
});

describe('acceptsDonations', () => {
  it.each([
    ['funding', null, true],
    ['scheduled', '2026-12-01', true],
    ['active', '2026-11-01', true], // day 28 on 2026-11-28
    ['awaiting_test', '2026-10-01', false],
    ['passed', '2026-10-01', false],
    ['cancelled', null, false],
  ] as const)('%s → %s', (state, startDate, expected) => {
    expect(acceptsDonations(state, startDate, '2026-11-28')).toBe(expected);
  });

  it('closes the day after day 28', () => {
    expect(acceptsDonations('active', '2026-11-01', '2026-11-29')).toBe(false);
  });
});
