// M4, M6: the product's fee on a single donation, by tier of the donated amount in cents.
import { assertNonNegativeInteger, mulDivRoundHalfUp } from './integers';

export interface FeeTier {
  /** Smallest donation amount (cents) of the tier, inclusive. */
  minCents: number;
  /** Largest donation amount (cents) of the tier, inclusive; null for the open top tier. */
  maxCents: number | null;
  percent: number;
}

/** Sorted by amount, gapless and non-overlapping, the same shape as the contracts' feeTierSchema. */
export const FEE_TIERS: readonly FeeTier[] = [
  { minCents: 25, maxCents: 49, percent: 30 },
  { minCents: 50, maxCents: 99, percent: 28 },
  { minCents: 100, maxCents: 249, percent: 25 },
  { minCents: 250, maxCents: 499, percent: 22 },
  { minCents: 500, maxCents: 999, percent: 20 },
  { minCents: 1_000, maxCents: 4_999, percent: 15 },
  { minCents: 5_000, maxCents: 9_999, percent: 10 },
  { minCents: 10_000, maxCents: null, percent: 8 },
];

/**
 * The fee percentage for a donation amount. Amounts below the lowest tier never pass donation
 * validation; they take the lowest tier's percentage so the function is total over whole cents.
 */
export function feePercentFor(amountCents: number, tiers: readonly FeeTier[] = FEE_TIERS): number {
  assertNonNegativeInteger(amountCents, 'amountCents');
  const lowest = tiers[0];
  if (lowest === undefined) throw new RangeError('At least one fee tier is needed');
  const tier = tiers.find(
    ({ minCents, maxCents }) =>
      amountCents >= minCents && (maxCents === null || amountCents <= maxCents),
  );
  return (tier ?? lowest).percent;
}

/** fee = round-half-up(amount × percent / 100), computed exactly in integers. */
export function computeFee(amountCents: number, tiers: readonly FeeTier[] = FEE_TIERS): number {
  return mulDivRoundHalfUp(amountCents, feePercentFor(amountCents, tiers), 100);
}

export interface DonationBreakdown {
  /** The amount the supporter chose to donate. */
  amountCents: number;
  feeCents: number;
  /** What the participant receives when the course is passed. */
  shareCents: number;
  /** What the supporter's payment method is charged. */
  chargedCents: number;
  /** What the product keeps when the course is passed. */
  platformCents: number;
}

/**
 * How one donation divides. Covering the fee (M6) puts it on top of the amount, so the
 * participant's share is the whole amount and the product takes nothing out of it.
 */
export function donationBreakdown(
  { amountCents, coverFee }: { amountCents: number; coverFee: boolean },
  tiers: readonly FeeTier[] = FEE_TIERS,
): DonationBreakdown {
  const feeCents = computeFee(amountCents, tiers);
  return coverFee
    ? {
        amountCents,
        feeCents,
        shareCents: amountCents,
        chargedCents: amountCents + feeCents,
        platformCents: feeCents,
      }
    : {
        amountCents,
        feeCents,
        shareCents: amountCents - feeCents,
        chargedCents: amountCents,
        platformCents: feeCents,
      };
}
