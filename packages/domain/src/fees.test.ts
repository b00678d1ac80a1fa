import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS } from './constants';
import { FEE_TIERS, computeFee, donationBreakdown, feePercentFor } from './fees';

const validAmount = fc.integer({ min: DONATION_MIN_CENTS, max: DONATION_MAX_CENTS });

describe('FEE_TIERS', () => {
  it('covers every amount from 25 cents upwards without gaps or overlaps', () => {
    expect(FEE_TIERS[0]?.minCents).toBe(25);
    FEE_TIERS.forEach((tier, index) => {
      const next = FEE_TIERS[index + 1];
      if (next === undefined) expect(tier.maxCents).toBeNull();
      else expect(next.minCents).toBe((tier.maxCents ?? NaN) + 1);
    });
  });

  it('takes a smaller percentage from larger donations', () => {
    const percents = FEE_TIERS.map((tier) => tier.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });
});

describe('feePercentFor / computeFee', () => {
  it.each([
    [0, 30, 0],
    [1, 30, 0],
    [2, 30, 1],
    [24, 30, 7],
    [25, 30, 8],
    [49, 30, 15],
    [50, 28, 14],
    [99, 28, 28],
    [100, 25, 25],
    [150, 25, 38],
    [249, 25, 62],
    [250, 22, 55],
    [499, 22, 110],
    [500, 20, 100],
    [999, 20, 200],
    [1_000, 15, 150],
    [1_050, 15, 158],
    [4_999, 15, 750],
    [5_000, 10, 500],
    [9_999, 10, 1_000],
    [10_000, 8, 800],
    [14_000, 8, 1_120],
    [1_000_000, 8, 80_000],
  ])('%i cents → %i %% → fee %i cents', (amount, percent, fee) => {
    expect(feePercentFor(amount)).toBe(percent);
    expect(computeFee(amount)).toBe(fee);
  });

  it('rejects amounts that are not whole, non-negative cents', () => {
    expect(() => computeFee(-1)).toThrow(RangeError);
    expect(() => computeFee(100.5)).toThrow(RangeError);
    expect(() => computeFee(Number.NaN)).toThrow(RangeError);
  });

  it('uses tiers passed in, e.g. from configuration', () => {
    const flat = [{ minCents: 0, maxCents: null, percent: 5 }];
    expect(computeFee(1_000, flat)).toBe(50);
    expect(() => computeFee(1_000, [])).toThrow(RangeError);
  });

  it('is never negative and never above the amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (amount) => {
        const fee = computeFee(amount);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('equals round-half-up of amount × percent / 100', () => {
    fc.assert(
      fc.property(validAmount, (amount) => {
        const exact = (amount * feePercentFor(amount)) / 100;
        expect(computeFee(amount)).toBe(Math.floor(exact + 0.5));
      }),
    );
  });
});

describe('donationBreakdown', () => {
  it('takes the fee out of the amount by default', () => {
    expect(donationBreakdown({ amountCents: 1_000, coverFee: false })).toEqual({
      amountCents: 1_000,
      feeCents: 150,
      shareCents: 850,
      chargedCents: 1_000,
      platformCents: 150,
    });
  });

  it('charges the fee on top when the supporter covers it', () => {
    expect(donationBreakdown({ amountCents: 1_000, coverFee: true })).toEqual({
      amountCents: 1_000,
      feeCents: 150,
      shareCents: 1_000,
      chargedCents: 1_150,
      platformCents: 150,
    });
  });

  it('fee + share = amount = charged for every valid amount without cover-fee', () => {
    fc.assert(
      fc.property(validAmount, (amount) => {
        const result = donationBreakdown({ amountCents: amount, coverFee: false });
        expect(result.feeCents + result.shareCents).toBe(amount);
        expect(result.chargedCents).toBe(amount);
        expect(result.platformCents).toBe(result.feeCents);
        expect(result.shareCents).toBeGreaterThan(0);
      }),
    );
  });

  it('share = amount and charged = amount + fee with cover-fee', () => {
    fc.assert(
      fc.property(validAmount, (amount) => {
        const result = donationBreakdown({ amountCents: amount, coverFee: true });
        expect(result.shareCents).toBe(amount);
        expect(result.chargedCents).toBe(amount + result.feeCents);
        expect(result.chargedCents).toBe(result.shareCents + result.platformCents);
      }),
    );
  });
});
