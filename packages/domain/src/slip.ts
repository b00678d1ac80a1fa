// C9: what a slip (a diary entry that says "smoked") means for the participant, as figures the
// API serves and the slip help shows: the smoke-free days so far (the slip's day does not count),
// the partial payout's minimum (C5) and whether it can still be reached, and how far the test is.
// Pure: the caller passes the course's entries and "today" in the participant's time zone.
import { COURSE_LENGTH_DAYS, PARTIAL_PAYOUT_MIN_DAYS, TEST_MIN_DAY } from './constants';
import { courseDay } from './course-day';
import { addDays, daysBetween, type IsoDate } from './dates';
import { countSmokeFreeDays } from './diary-entry';

/**
 * Days after a cigarette in which the saliva test may still find cotinine (its half-life is
 * about 16 hours; a regular smoker's level falls below the strips' cut-off within about four
 * days; docs/decisions/0077-slips-and-the-calendar-file.md).
 */
export const COTININE_DETECTABLE_DAYS = 4;

export type SlipEntry = { day: number; smokedSinceLastEntry: boolean };

export interface SlipFacts {
  /** Today's course day (1–28; beyond 28 while the test is awaited). */
  day: number;
  /** Smoke-free diary days so far (C5): a day with "smoked" is not one. */
  smokeFreeDays: number;
  /** C5: a partial result pays out only with at least this many smoke-free days. */
  partialPayoutMinDays: number;
  /** How many more smoke-free days the partial payout needs (0 once reached). */
  smokeFreeDaysNeeded: number;
  /** Whether the diary days still open or ahead can bring the count to the minimum. */
  partialPayoutReachable: boolean;
  /** The first day the final test may be taken (C4: day 28). */
  testDate: IsoDate;
  /** Days from today to the test date; 0 on or after it. */
  daysToTest: number;
  /** Whether a cigarette today may still show in the test (within the cotinine window). */
  testMayBePositive: boolean;
}

/** Course days whose diary is not written yet and can still be: today's, yesterday's, later. */
function diaryDaysLeft(entries: readonly SlipEntry[], day: number): number {
  const written = new Set(entries.map((e) => e.day));
  let left = 0;
  for (let d = Math.max(1, day - 1); d <= COURSE_LENGTH_DAYS; d += 1) if (!written.has(d)) left++;
  return left;
}

export function slipFacts({
  startDate,
  today,
  entries,
}: {
  startDate: IsoDate;
  today: IsoDate;
  entries: readonly SlipEntry[];
}): SlipFacts {
  const day = courseDay(startDate, today);
  const smokeFreeDays = countSmokeFreeDays(entries);
  const smokeFreeDaysNeeded = Math.max(0, PARTIAL_PAYOUT_MIN_DAYS - smokeFreeDays);
  const testDate = addDays(startDate, TEST_MIN_DAY - 1);
  const daysToTest = Math.max(0, daysBetween(today, testDate));
  return {
    day,
    smokeFreeDays,
    partialPayoutMinDays: PARTIAL_PAYOUT_MIN_DAYS,
    smokeFreeDaysNeeded,
    partialPayoutReachable: smokeFreeDaysNeeded <= diaryDaysLeft(entries, day),
    testDate,
    daysToTest,
    testMayBePositive: daysToTest <= COTININE_DETECTABLE_DAYS,
  };
}
