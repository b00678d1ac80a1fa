// A2: the minimum age, one constant for every check and message.
import { MIN_AGE_YEARS } from './constants';
import { calendarDate, daysBetween } from './dates';
import type { IsoDate } from './dates';

/**
 * Completed years of life on `today`. Someone born on 29 February completes a year on 1 March
 * in common years: the birthday counts as reached only once the calendar has passed it, which
 * is the stricter reading for an age limit. Negative when the birth date lies in the future.
 */
export function ageInYears(birthDate: IsoDate, today: IsoDate): number {
  const birth = calendarDate(birthDate);
  const now = calendarDate(today);
  const birthdayReached =
    now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (birthdayReached ? 0 : 1);
}

/** A birth date in the future is never old enough, whatever the minimum. */
export function isOldEnough(
  birthDate: IsoDate,
  today: IsoDate,
  minAge: number = MIN_AGE_YEARS,
): boolean {
  if (daysBetween(today, birthDate) > 0) return false;
  return ageInYears(birthDate, today) >= minAge;
}
