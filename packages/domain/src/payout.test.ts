import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { PARTIAL_PAYOUT_MIN_DAYS } from './constants';
import { COURSE_STATES } from './course-state';
import { partialOutcome, partialPayoutCents, payoutAllowed } from './payout';

describe('partialPayoutCents', () => {
  it.each([
    [28_000, 0, 0],
    [28_000, 7, 7_000],
    [28_000, 14, 14_000],
    [28_000, 28, 28_000],
    [28_000, 40, 28_000],
    [10_000, 7, 2_500],
    [10_000, 10, 3_571], // 3571.43
    [10_000, 27, 9_642], // 9642.86, rounded down
    [1, 27, 0],
    [0, 20, 0],
  ])('share %i, %i smoke-free days → %i', (share, days, payout) => {
    expect(partialPayoutCents(share, days)).toBe(payout);
  });

  it('rejects fractions and negative values', () => {
    expect(() => partialPayoutCents(100.5, 10)).toThrow(RangeError);
    expect(() => partialPayoutCents(-1, 10)).toThrow(RangeError);
    expect(() => partialPayoutCents(100, -1)).toThrow(RangeError);
    expect(() => partialPayoutCents(100, 2.5)).toThrow(RangeError);
  });

  it('never exceeds the share and grows with the days', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.nat({ max: 40 }), (share, days) => {
        const payout = partialPayoutCents(share, days);
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(share);
        expect(partialPayoutCents(share, days + 1)).toBeGreaterThanOrEqual(payout);
      }),
    );
  });
});

describe('partialOutcome', () => {
  it('needs at least 7 smoke-free days', () => {
    expect(PARTIAL_PAYOUT_MIN_DAYS).toBe(7);
    expect(partialOutcome(28_000, 6)).toEqual({ kind: 'failed' });
    expect(partialOutcome(28_000, 7)).toEqual({
      kind: 'partial',
      payoutCents: 7_000,
      refundCents: 21_000,
    });
    expect(partialOutcome(28_000, 28)).toEqual({
      kind: 'partial',
      payoutCents: 28_000,
      refundCents: 0,
    });
  });

  it('accepts another minimum', () => {
    expect(partialOutcome(28_000, 9, 10)).toEqual({ kind: 'failed' });
  });

  it('payout + refund = share and payout ≤ share', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.nat({ max: 40 }), (share, days) => {
        const outcome = partialOutcome(share, days);
        if (days < PARTIAL_PAYOUT_MIN_DAYS) {
          expect(outcome.kind).toBe('failed');
          return;
        }
        if (outcome.kind !== 'partial') throw new Error('expected a partial outcome');
        expect(outcome.payoutCents + outcome.refundCents).toBe(share);
        expect(outcome.payoutCents).toBeLessThanOrEqual(share);
        expect(outcome.refundCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('payoutAllowed', () => {
  it('allows the full payout after a passed test and the partial one after a partial test only', () => {
    for (const state of COURSE_STATES) {
      expect(payoutAllowed(state, 'full'), state).toBe(state === 'passed');
      expect(payoutAllowed(state, 'partial'), state).toBe(state === 'partial');
    }
  });
});
