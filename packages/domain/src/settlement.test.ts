import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS } from './constants';
import { donationBreakdown } from './fees';
import { refundEverything, settlePartial, settlePassed } from './settlement';
import type { Settlement } from './settlement';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const total = (settlement: Settlement) =>
  settlement.payoutCents + settlement.feeEarnedCents + sum(settlement.refundsCents);

// 100 € without cover-fee (fee 8 €) and 50 € with cover-fee (fee 5 €, charged 55 €).
const donations = [
  donationBreakdown({ amountCents: 10_000, coverFee: false }),
  donationBreakdown({ amountCents: 5_000, coverFee: true }),
];

describe('settlement', () => {
  it('pays out every share and earns every fee on a passed test', () => {
    expect(settlePassed(donations)).toEqual({
      payoutCents: 9_200 + 5_000,
      feeEarnedCents: 800 + 500,
      refundsCents: [0, 0],
    });
  });

  it('refunds everything charged on a failed or cancelled course', () => {
    expect(refundEverything(donations)).toEqual({
      payoutCents: 0,
      feeEarnedCents: 0,
      refundsCents: [10_000, 5_500],
    });
  });

  it('pays and earns the smoke-free fraction on a partial test and refunds the rest', () => {
    // 14 of 28 days: half of the 14 200 share and half of the 1 300 in fees.
    expect(settlePartial(donations, 14)).toEqual({
      payoutCents: 7_100,
      feeEarnedCents: 650,
      refundsCents: [5_000, 2_750],
    });
  });

  it('treats fewer than 7 smoke-free days as failed', () => {
    expect(settlePartial(donations, 6)).toEqual(refundEverything(donations));
  });

  it('settles nothing for a course without donations', () => {
    expect(settlePartial([], 14)).toEqual({ payoutCents: 0, feeEarnedCents: 0, refundsCents: [] });
    expect(settlePassed([])).toEqual({ payoutCents: 0, feeEarnedCents: 0, refundsCents: [] });
  });

  it('moves exactly what was charged, and refunds nobody more than they paid', () => {
    const donation = fc
      .record({
        amountCents: fc.integer({ min: DONATION_MIN_CENTS, max: DONATION_MAX_CENTS }),
        coverFee: fc.boolean(),
      })
      .map((input) => donationBreakdown(input));
    fc.assert(
      fc.property(fc.array(donation, { maxLength: 15 }), fc.nat({ max: 30 }), (list, days) => {
        const charged = sum(list.map((d) => d.chargedCents));
        for (const settlement of [
          settlePassed(list),
          refundEverything(list),
          settlePartial(list, days),
        ]) {
          expect(total(settlement)).toBe(charged);
          settlement.refundsCents.forEach((refund, i) => {
            expect(refund).toBeGreaterThanOrEqual(0);
            expect(refund).toBeLessThanOrEqual(list[i]?.chargedCents ?? 0);
          });
        }
      }),
    );
  });
});
