import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { assertNonNegativeInteger, mulDivFloor, mulDivRoundHalfUp } from './integers';

describe('assertNonNegativeInteger', () => {
  it('accepts zero and positive integers', () => {
    expect(() => assertNonNegativeInteger(0, 'x')).not.toThrow();
    expect(() => assertNonNegativeInteger(Number.MAX_SAFE_INTEGER, 'x')).not.toThrow();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (value) => {
    expect(() => assertNonNegativeInteger(value, 'amount')).toThrow(RangeError);
  });
});

describe('mulDivFloor', () => {
  it('rounds down', () => {
    expect(mulDivFloor(7, 3, 2)).toBe(10);
    expect(mulDivFloor(0, 5, 3)).toBe(0);
    expect(mulDivFloor(27, 1, 28)).toBe(0);
  });

  it('stays exact beyond 2^53', () => {
    expect(mulDivFloor(Number.MAX_SAFE_INTEGER, 28, 28)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('matches BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 40 }),
        fc.nat({ max: 2 ** 20 }),
        fc.integer({ min: 1, max: 2 ** 20 }),
        (a, b, c) => {
          const expected = (BigInt(a) * BigInt(b)) / BigInt(c);
          expect(mulDivFloor(a, b, c)).toBe(Number(expected));
        },
      ),
    );
  });
});

describe('mulDivRoundHalfUp', () => {
  it('rounds halves up and everything else to the nearest', () => {
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivRoundHalfUp(49, 30, 100)).toBe(15); // 14.7
    expect(mulDivRoundHalfUp(25, 30, 100)).toBe(8); // 7.5
    expect(mulDivRoundHalfUp(1, 49, 100)).toBe(0); // 0.49
  });

  it('stays exact beyond 2^53', () => {
    expect(mulDivRoundHalfUp(Number.MAX_SAFE_INTEGER, 100, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('matches BigInt arithmetic', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 40 }),
        fc.nat({ max: 2 ** 20 }),
        fc.integer({ min: 1, max: 2 ** 20 }),
        (a, b, c) => {
          const expected = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
          expect(mulDivRoundHalfUp(a, b, c)).toBe(Number(expected));
        },
      ),
    );
  });
});
