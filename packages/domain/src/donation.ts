// M5: which donation amounts are accepted ("Invalid Amount" otherwise).
import { COURSE_LENGTH_DAYS, DONATION_MAX_CENTS, DONATION_MIN_CENTS } from './constants';
import { courseDay } from './course-day';
import type { CourseState } from './course-state';
import type { IsoDate } from './dates';

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
