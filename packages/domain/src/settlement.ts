// M8: who gets what when a course ends. The product earns its fee only on money paid out, so a
// failed or cancelled course refunds everything charged, and a partial one earns the fee only
// on the paid-out fraction and refunds the rest pro rata to what each supporter was charged.
import { partialOutcome, partialPayoutCents } from './payout';
import type { DonationBreakdown } from './fees';
import { refundsByCharged } from './refund-split';

export type SettledDonation = Pick<
  DonationBreakdown,
  'chargedCents' | 'shareCents' | 'platformCents'
>;

export interface Settlement {
  payoutCents: number;
  feeEarnedCents: number;
  /** One refund per donation, in the order the donations were given. */
  refundsCents: number[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Passed test: the whole share goes to the participant and the product keeps every fee. */
export function settlePassed(donations: readonly SettledDonation[]): Settlement {
  return {
    payoutCents: sum(donations.map((donation) => donation.shareCents)),
    feeEarnedCents: sum(donations.map((donation) => donation.platformCents)),
    refundsCents: donations.map(() => 0),
  };
}

/** Failed test, expired verification or cancellation: every supporter gets back what they paid. */
export function refundEverything(donations: readonly SettledDonation[]): Settlement {
  return {
    payoutCents: 0,
    feeEarnedCents: 0,
    refundsCents: donations.map((donation) => donation.chargedCents),
  };
}

/**
 * Partial test (C5): the share and the fee are both taken in the ratio smoke-free days ÷ 28,
 * each rounded down; everything else charged is refunded. Too few days refund everything.
 */
export function settlePartial(
  donations: readonly SettledDonation[],
  smokeFreeDays: number,
  minDays?: number,
): Settlement {
  const outcome = partialOutcome(sum(donations.map((d) => d.shareCents)), smokeFreeDays, minDays);
  if (outcome.kind === 'failed') return refundEverything(donations);
  const feeEarnedCents = partialPayoutCents(
    sum(donations.map((d) => d.platformCents)),
    smokeFreeDays,
  );
  const charged = donations.map((donation) => donation.chargedCents);
  const refundTotal = sum(charged) - outcome.payoutCents - feeEarnedCents;
  return {
    payoutCents: outcome.payoutCents,
    feeEarnedCents,
    refundsCents: refundsByCharged(refundTotal, charged),
  };
}
