// Exact integer helpers for money arithmetic. Dividing with `/` and rounding the float can be off
// by one once products grow large, so the quotient is derived from the remainder, and products
// beyond 2^53 are computed as BigInt.

/** Throws a RangeError unless `value` is a non-negative safe integer; `name` appears in the message. */
export function assertNonNegativeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${String(value)}`);
  }
}

/** floor(a × b ÷ c) for non-negative safe integers a, b and a positive safe integer c. */
export function mulDivFloor(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) return (product - (product % c)) / c;
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** round-half-up(a × b ÷ c) for the same operands as `mulDivFloor`. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    const remainder = product % c;
    const quotient = (product - remainder) / c;
    return 2 * remainder >= c ? quotient + 1 : quotient;
  }
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}
