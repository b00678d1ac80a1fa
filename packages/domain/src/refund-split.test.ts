import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { refundsByCharged, splitProRata } from './refund-split';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('splitProRata', () => {
  it('splits evenly divisible totals exactly', () => {
    expect(splitProRata(1_000, [1, 1, 2])).toEqual([250, 250, 500]);
    expect(splitProRata(600, [100, 200, 300])).toEqual([100, 200, 300]);
  });

  it('gives leftover cents to the largest remainders', () => {
    // Quotas 33.33…, 66.66…: the second has the larger remainder.
    expect(splitProRata(100, [1, 2])).toEqual([33, 67]);
    // Quotas 14.2, 28.4, 57.4 → floors 99, one cent left for the largest remainder (0.4, first).
    expect(splitProRata(100, [142, 284, 574])).toEqual([14, 29, 57]);
  });

  it('breaks ties by index', () => {
    expect(splitProRata(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(splitProRata(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitProRata(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('gives nothing to zero weights', () => {
    expect(splitProRata(101, [0, 1, 0, 1])).toEqual([0, 51, 0, 50]);
  });

  it('returns zeros for a total of zero, whatever the weights', () => {
    expect(splitProRata(0, [3, 0, 5])).toEqual([0, 0, 0]);
    expect(splitProRata(0, [0, 0])).toEqual([0, 0]);
    expect(splitProRata(0, [])).toEqual([]);
  });

  it('refuses to lose money when there is nobody to give it to', () => {
    expect(() => splitProRata(100, [])).toThrow(RangeError);
    expect(() => splitProRata(100, [0, 0])).toThrow(RangeError);
  });

  it('rejects fractional or negative input', () => {
    expect(() => splitProRata(10.5, [1])).toThrow(RangeError);
    expect(() => splitProRata(-1, [1])).toThrow(RangeError);
    expect(() => splitProRata(10, [1, -1])).toThrow(RangeError);
    expect(() => splitProRata(10, [0.5])).toThrow(RangeError);
  });

  it('stays exact when total × weight passes 2^53', () => {
    const parts = splitProRata(9_000_000_000_000, [3_000_000_000, 6_000_000_000]);
    expect(parts).toEqual([3_000_000_000_000, 6_000_000_000_000]);
  });

  it('parts are non-negative integers that sum to the total, each within one cent of its quota', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc
          .array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 30 })
          .filter((w) => sum(w) > 0),
        (total, weights) => {
          const parts = splitProRata(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(sum(parts)).toBe(total);
          const weightSum = BigInt(sum(weights));
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            const exact = BigInt(total) * BigInt(weights[i] ?? 0);
            const floor = exact / weightSum;
            const ceil = floor + (exact % weightSum === 0n ? 0n : 1n);
            expect(BigInt(part) >= floor && BigInt(part) <= ceil).toBe(true);
          });
        },
      ),
    );
  });

  it('does not depend on how equal weights are ordered, apart from tie-breaking', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000 }), fc.integer({ min: 1, max: 10 }), (total, n) => {
        const parts = splitProRata(
          total,
          Array.from({ length: n }, () => 7),
        );
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect(parts).toEqual([...parts].sort((a, b) => b - a));
      }),
    );
  });
});

describe('refundsByCharged', () => {
  it('refunds in proportion to what each supporter paid', () => {
    expect(refundsByCharged(5_000, [1_000, 4_000, 5_000])).toEqual([500, 2_000, 2_500]);
  });

  it('never refunds a supporter more than they were charged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 1_150_000 }), { minLength: 1, maxLength: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (charged, fraction) => {
          const refund = Math.floor(sum(charged) * fraction);
          const refunds = refundsByCharged(refund, charged);
          refunds.forEach((part, i) => expect(part).toBeLessThanOrEqual(charged[i] ?? 0));
          expect(sum(refunds)).toBe(refund);
        },
      ),
    );
  });
});
