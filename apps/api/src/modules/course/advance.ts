// Scheduled transitions (C2, C4): scheduled → active on the start date, active → awaiting_test
// after day 28, awaiting_test → failed (and every supporter refunded) when the verification
// window ends. One job per course boundary, at midnight in the participant's time zone; each
// run recomputes the state from the dates under the course lock, so running it late, twice,
// or in two processes at once changes the course once.
import { eq } from 'drizzle-orm';
import { courseEndDate, courseStateFromDates, verificationDeadline } from '@quit/domain/course-day';
import type { CourseState } from '@quit/domain/course-state';
import { addDays, dateInTimeZone, startOfDayInstant, type IsoDate } from '@quit/domain/dates';
import { courses, profiles } from '../../db/schema';
import { enqueueJob, type Executor } from '../../platform/jobs';
import type { MoneyDeps } from '../money/deps';
import type { Tx } from '../money/ledger';
import { refundCourse } from '../money/refunds';
import { lockCourse, type Course } from './current-course';

export const COURSE_JOBS = { advance: 'course.advance' } as const;

export async function timeZoneOf(
  db: Pick<MoneyDeps['db'], 'select'>,
  participantId: string | null,
) {
  if (participantId === null) return 'Europe/Berlin';
  const [row] = await db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, participantId));
  return row?.timeZone ?? 'Europe/Berlin';
}

/** The state the dates call for, from where the course is now; null when nothing is due. */
export function dueState(
  state: CourseState,
  startDate: IsoDate,
  today: IsoDate,
): CourseState | null {
  const { phase } = courseStateFromDates({ startDate, today });
  if (state === 'scheduled' && phase !== 'scheduled')
    return dueState('active', startDate, today) ?? 'active';
  if (state === 'active' && (phase === 'awaiting_test' || phase === 'verification_expired')) {
    return phase === 'verification_expired' ? 'failed' : 'awaiting_test';
  }
  if (state === 'awaiting_test' && phase === 'verification_expired') return 'failed';
  return null;
}

/** The next date on which the course's state changes by itself. */
function nextBoundary(state: CourseState, startDate: IsoDate): IsoDate | null {
  if (state === 'scheduled') return startDate;
  if (state === 'active') return addDays(courseEndDate(startDate), 1);
  if (state === 'awaiting_test') return addDays(verificationDeadline(startDate), 1);
  return null;
}

/** Queues the job for the course's next boundary (keyed, so queuing it again is a no-op). */
export async function scheduleNextTransition(
  db: Executor,
  course: Pick<Course, 'id' | 'state' | 'startDate'>,
  timeZone: string,
): Promise<void> {
  if (course.startDate === null) return;
  const boundary = nextBoundary(course.state, course.startDate);
  if (boundary === null) return;
  await enqueueJob(
    db,
    COURSE_JOBS.advance,
    { courseId: course.id },
    {
      runAt: startOfDayInstant(boundary, timeZone),
      key: `course-advance:${course.id}:${course.state}:${boundary}`,
    },
  );
}

/** Applies the transitions that are due; answers the new state, or null when none was. */
export async function advanceCourseInTx(
  tx: Tx,
  deps: Pick<MoneyDeps, 'clock'>,
  courseId: string,
): Promise<{ course: Course; changed: boolean }> {
  const course = await lockCourse(tx, courseId);
  if (course.startDate === null) return { course, changed: false };
  const timeZone = await timeZoneOf(tx, course.participantId);
  const today = dateInTimeZone(deps.clock.now(), timeZone);
  const next = dueState(course.state, course.startDate, today);
  if (next === null) return { course, changed: false };
  const [updated] = await tx
    .update(courses)
    .set({ state: next, updatedAt: deps.clock.now() })
    .where(eq(courses.id, courseId))
    .returning();
  if (!updated) throw new Error('course vanished');
  await scheduleNextTransition(tx, updated, timeZone);
  return { course: updated, changed: true };
}

/** The job: moves the course on, and refunds everyone when the verification window ended. */
export async function advanceCourse(deps: MoneyDeps, courseId: string): Promise<void> {
  const { course, changed } = await deps.db.transaction((tx) =>
    advanceCourseInTx(tx, deps, courseId),
  );
  if (changed && course.state === 'failed') {
    await refundCourse(deps, course.id, 'verification_expired');
  }
}
