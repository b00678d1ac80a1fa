// C1, C2, C4: where a course stands on a calendar date. "Today" is the date in the participant's
// time zone; the caller resolves it with dateInTimeZone, so these rules stay free of instants.
import { COURSE_LENGTH_DAYS, REFUND_WINDOW_DAYS } from './constants';
import type { CourseState } from './course-state';
import { addDays, daysBetween } from './dates';
import type { IsoDate } from './dates';

/** Day 1 is the start date; 0 or less before the start. */
export function courseDay(startDate: IsoDate, today: IsoDate): number {
  return daysBetween(startDate, today) + 1;
}

/** Days from today until the start date; 0 once the course has started. */
export function daysUntilStart(startDate: IsoDate, today: IsoDate): number {
  return Math.max(0, daysBetween(today, startDate));
}

/** The date of the last course day (day 28). */
export function courseEndDate(startDate: IsoDate): IsoDate {
  return addDays(startDate, COURSE_LENGTH_DAYS - 1);
}

/** The last day on which the nicotine test still counts: 28 days after day 28, i.e. day 56. */
export function verificationDeadline(startDate: IsoDate): IsoDate {
  return addDays(courseEndDate(startDate), REFUND_WINDOW_DAYS);
}

export type CoursePhase =
  Extract<CourseState, 'scheduled' | 'active' | 'awaiting_test'> | 'verification_expired';

export interface CourseDateState {
  phase: CoursePhase;
  /** The course day today (≤ 0 while scheduled; beyond 28 after the course days). */
  day: number;
  /** 0 once the course has started. */
  daysUntilStart: number;
}

/**
 * The phase a course with a start date is in on `today`, from the dates alone: scheduled before
 * day 1, active on days 1–28, awaiting the test after day 28 until the verification deadline,
 * and expired after it. The stored course state (course-state.ts) follows these phases.
 */
export function courseStateFromDates({
  startDate,
  today,
}: {
  startDate: IsoDate;
  today: IsoDate;
}): CourseDateState {
  const day = courseDay(startDate, today);
  const phase: CoursePhase =
    day < 1
      ? 'scheduled'
      : day <= COURSE_LENGTH_DAYS
        ? 'active'
        : day <= COURSE_LENGTH_DAYS + REFUND_WINDOW_DAYS
          ? 'awaiting_test'
          : 'verification_expired';
  return { phase, day, daysUntilStart: daysUntilStart(startDate, today) };
}
