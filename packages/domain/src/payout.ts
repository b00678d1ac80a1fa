// C5, M8: a partial test result pays out the share in proportion to the smoke-free diary days.
import { COURSE_LENGTH_DAYS, PARTIAL_PAYOUT_MIN_DAYS } from './constants';
import type { CourseState } from './course-state';
import { assertNonNegativeInteger, mulDivFloor } from './integers';

/** floor(share × min(days, 28) / 28); rounding down leaves the odd cent with the supporters. */
export function partialPayoutCents(shareCents: number, smokeFreeDays: number): number {
  assertNonNegativeInteger(shareCents, 'shareCents');
  assertNonNegativeInteger(smokeFreeDays, 'smokeFreeDays');
  return mulDivFloor(shareCents, Math.min(smokeFreeDays, COURSE_LENGTH_DAYS), COURSE_LENGTH_DAYS);
}

export type PartialOutcome =
  { kind: 'partial'; payoutCents: number; refundCents: number } | { kind: 'failed' };

/**
 * What happens to the participant's share after a partial test. With fewer smoke-free days
 * than the minimum the outcome counts as failed; otherwise payout + refund = share.
 */
export function partialOutcome(
  shareCents: number,
  smokeFreeDays: number,
  minDays: number = PARTIAL_PAYOUT_MIN_DAYS,
): PartialOutcome {
  const payoutCents = partialPayoutCents(shareCents, smokeFreeDays);
  if (smokeFreeDays < minDays) return { kind: 'failed' };
  return { kind: 'partial', payoutCents, refundCents: shareCents - payoutCents };
}

/** A payout of the whole share (passed) or of its earned part (partial, C5). */
export const PAYOUT_KINDS = ['full', 'partial'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/** M8: a payout asked of the provider, on its way, arrived, or failed (and retried). */
export const PAYOUT_STATUSES = ['requested', 'in_transit', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Which course outcome allows which payout (C2, C5): the whole share after a passed test,
 * the earned part after a partial one; nothing in any other state. */
export function payoutAllowed(state: CourseState, kind: PayoutKind): boolean {
  return kind === 'full' ? state === 'passed' : state === 'partial';
}
