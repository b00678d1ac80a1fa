// M5: which donation amounts are accepted ("Invalid Amount" otherwise).
import { COURSE_LENGTH_DAYS, DONATION_MAX_CENTS, DONATION_MIN_CENTS } from './constants';
import { courseDay } from './course-day';
import type { CourseState } from './course-state';
import type { IsoDate } from './dates';

/** M7, D13: the life of a donation, from the checkout to where its money ends. */
export const DONATION_STATUSES = [
  /** Checkout started, nothing paid: counts nowhere. */
  'open',
  /** Paid at the checkout, the provider has not confirmed the money yet. */
  'pending',
  'available',
  /** Declined, expired or cancelled before any money arrived. */
  'failed',
  /** A refund is requested and not yet confirmed by the provider. */
  'refunding',
  'refunded',
  /** The participant's share (or part of it, with the rest refunded) is paid out. */
  'paid_out',
  /** C7: the course ended and the donor keeps the gift for the participant's next attempt. */
  'kept',
  /** C7: the kept gift moved into the next attempt (a donation of that course carries it on). */
  'carried',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];

/** What the participant sees of their donations: money paid, never open or failed checkouts. */
export const PARTICIPANT_DONATION_STATUSES = [
  'pending',
  'available',
  'refunding',
  'refunded',
  'paid_out',
] as const satisfies readonly DonationStatus[];

/** What a supporter sees of their own gifts: also the ones that failed. */
export const SUPPORTER_DONATION_STATUSES = [
  'pending',
  'available',
  'failed',
  'refunding',
  'refunded',
  'paid_out',
  'kept',
  'carried',
] as const satisfies readonly DonationStatus[];

/** Money the provider confirmed: shown on the public fundraiser. */
export const CONFIRMED_DONATION_STATUSES = [
  'available',
  'refunding',
  'refunded',
  'paid_out',
] as const satisfies readonly DonationStatus[];

export interface DonationLimits {
  minCents: number;
  maxCents: number;
}

export const DEFAULT_DONATION_LIMITS: DonationLimits = {
  minCents: DONATION_MIN_CENTS,
  maxCents: DONATION_MAX_CENTS,
};

/** A whole number of cents within the limits, both ends inclusive. */
export function isValidDonationAmount(
  cents: number,
  limits: DonationLimits = DEFAULT_DONATION_LIMITS,
): boolean {
  return Number.isInteger(cents) && cents >= limits.minCents && cents <= limits.maxCents;
}

/**
 * Donations go to the participant's current course while it is raising money or running, and
 * close once day 28 is over (the course then waits for its test and an outcome).
 */
export function acceptsDonations(
  state: CourseState,
  startDate: IsoDate | null,
  today: IsoDate,
): boolean {
  if (state === 'funding' || state === 'scheduled') return true;
  if (state !== 'active' || startDate === null) return false;
  return courseDay(startDate, today) <= COURSE_LENGTH_DAYS;
}
