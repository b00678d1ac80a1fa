// M5: which donation amounts are accepted ("Invalid Amount" otherwise).
import { DONATION_MAX_CENTS, DONATION_MIN_CENTS } from './constants';

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
