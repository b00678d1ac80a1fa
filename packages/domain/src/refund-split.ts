// M8: dividing a sum of cents between donations in proportion to a weight, so that no cent is
// created or lost. Largest-remainder (Hamilton) rounding gives each part its proportional share
// rounded down, then hands the leftover cents to the largest remainders.

/**
 * Splits `totalCents` into non-negative integer parts proportional to `weights` that add up to
 * the total exactly; every part is its exact quota rounded down or up. Equal remainders go to
 * the lower index. A total of 0 gives zeros; a positive total with no positive weight (or no
 * weights) has nobody to go to and throws a RangeError rather than lose money.
 */
export function splitProRata(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`totalCents must be a non-negative integer, got ${String(totalCents)}`);
  }
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('Weights must be non-negative integers');
  }
  if (totalCents === 0) return weights.map(() => 0);
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) throw new RangeError('Cannot split a positive total over zero weights');

  // BigInt keeps total × weight exact even when it passes 2^53.
  const total = BigInt(totalCents);
  const quotas = weights.map((weight, index) => ({
    index,
    floor: (total * BigInt(weight)) / weightSum,
    remainder: (total * BigInt(weight)) % weightSum,
  }));
  const parts = quotas.map(({ floor }) => Number(floor));
  let leftover = totalCents - parts.reduce((sum, part) => sum + part, 0);
  const byRemainder = [...quotas].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of byRemainder) {
    if (leftover === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    leftover -= 1;
  }
  return parts;
}

/** A refund total divided between donations by what each supporter was charged (M8). */
export function refundsByCharged(refundCents: number, chargedCents: readonly number[]): number[] {
  return splitProRata(refundCents, chargedCents);
}

/** A refund asked for, sent to the provider, back with the donor, or failed (and retried). */
export const REFUND_STATUSES = ['requested', 'pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
