// C2 + C4 by the calendar: which state a course's dates call for today, and the next date on
// which that changes. The API's scheduled jobs apply these; they are pure so every edge
// (time zones, daylight saving, late or repeated runs) is tested here.
import { courseEndDate, courseStateFromDates, verificationDeadline } from './course-day';
import type { CourseState } from './course-state';
import { addDays, startOfDayInstant, type IsoDate } from './dates';

/**
 * The state the dates call for, reached from `state` by the date-driven transitions only
 * (start, finish_days, verification_expired); null when nothing is due. A run that comes late
 * skips ahead: a scheduled course whose window has passed goes straight to failed.
 */
export function dueState(
  state: CourseState,
  startDate: IsoDate,
  today: IsoDate,
): CourseState | null {
  const { phase } = courseStateFromDates({ startDate, today });
  const byPhase: Record<typeof phase, CourseState> = {
    scheduled: 'scheduled',
    active: 'active',
    awaiting_test: 'awaiting_test',
    verification_expired: 'failed',
  };
  const order: CourseState[] = ['scheduled', 'active', 'awaiting_test', 'failed'];
  const from = order.indexOf(state);
  // Only the date-driven states move by the calendar; outcomes and endings stay as they are.
  if (from === -1 || state === 'failed') return null;
  const target = byPhase[phase];
  return order.indexOf(target) > from ? target : null;
}

/** The date on which a course in `state` next changes by itself, or null. */
export function nextBoundary(state: CourseState, startDate: IsoDate): IsoDate | null {
  if (state === 'scheduled') return startDate;
  if (state === 'active') return addDays(courseEndDate(startDate), 1);
  if (state === 'awaiting_test') return addDays(verificationDeadline(startDate), 1);
  return null;
}

/** The instant the next transition is due: midnight of the boundary in the participant's zone. */
export function nextTransitionAt(
  state: CourseState,
  startDate: IsoDate,
  timeZone: string,
): Date | null {
  const boundary = nextBoundary(state, startDate);
  return boundary === null ? null : startOfDayInstant(boundary, timeZone);
}
