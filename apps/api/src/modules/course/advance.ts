// Scheduled transitions (C2, C4): scheduled → active on the start date, active → awaiting_test
// after day 28, awaiting_test → failed (and every supporter refunded) when the verification
// window ends, unless a nicotine test is under way then (pending-test.ts). One job per course
// boundary, at midnight in the participant's time zone; each run recomputes the state from the
// dates under the course lock, so running it late, twice, or in two processes at once changes
// the course once.
import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { dueState, nextBoundary, nextTransitionAt } from '@quit/domain/course-schedule';
import { dateInTimeZone } from '@quit/domain/dates';
import { courses } from '../../db/schema';
import { findProfile } from '../profile/find-profile';
import { enqueueJob, type Executor } from '../../platform/jobs';
import type { MoneyDeps } from '../money/deps';
import type { Tx } from '../../db/client';
import { refundCourseInTx } from '../money/refunds';
import { startReminders } from '../reminders/schedule';
import { lockCourse, type Course } from '../course-row/current-course';
import { pendingTest } from './pending-test';

export const COURSE_JOBS = { advance: 'course.advance' } as const;

export async function timeZoneOf(
  db: Pick<MoneyDeps['db'], 'select'>,
  participantId: string | null,
) {
  if (participantId === null) return DEFAULT_TIME_ZONE;
  const profile = await findProfile(db, participantId);
  return profile?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Queues the job for the course's next boundary (keyed, so queuing it again is a no-op). */
export async function scheduleNextTransition(
  db: Executor,
  course: Pick<Course, 'id' | 'state' | 'startDate'>,
  timeZone: string,
): Promise<void> {
  if (course.startDate === null) return;
  const boundary = nextBoundary(course.state, course.startDate);
  const runAt = nextTransitionAt(course.state, course.startDate, timeZone);
  if (boundary === null || runAt === null) return;
  await enqueueJob(
    db,
    COURSE_JOBS.advance,
    { courseId: course.id },
    {
      runAt,
      key: `course-advance:${course.id}:${course.state}:${boundary}`,
    },
  );
}

/**
 * Asks the calendar to look at the course again at `runAt` (after a test that held it at its
 * deadline ends); a run that finds nothing due changes nothing.
 */
export function scheduleCourseRecheck(db: Executor, courseId: string, runAt: Date, why = '') {
  return enqueueJob(
    db,
    COURSE_JOBS.advance,
    { courseId },
    { runAt, key: `course-advance:${courseId}:recheck:${why || runAt.toISOString()}` },
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
  let next = dueState(course.state, course.startDate, today);
  if (next === 'failed') {
    // A test under way at the deadline keeps the course open for its outcome (C4 + T3).
    const pending = await pendingTest(tx, courseId, deps.clock.now());
    if (pending) {
      if (pending.recheckAt) await scheduleCourseRecheck(tx, courseId, pending.recheckAt);
      next = course.state === 'active' ? 'awaiting_test' : null;
    }
  }
  if (next === null) return { course, changed: false };
  const [updated] = await tx
    .update(courses)
    .set({ state: next, updatedAt: deps.clock.now() })
    .where(eq(courses.id, courseId))
    .returning();
  if (!updated) throw new Error('course vanished');
  // The verification window ended: the course fails and every supporter is refunded, in the
  // same transaction, so a crash cannot leave a failed course holding the money.
  if (updated.state === 'failed') {
    await refundCourseInTx(tx, deps, courseId, 'verification_expired');
  }
  await scheduleNextTransition(tx, updated, timeZone);
  // A late run may skip `active` (straight to awaiting_test): the chain still starts and
  // sends only what is still current, such as day 28's "closes tonight".
  if (updated.state === 'active' || updated.state === 'awaiting_test') {
    await startReminders(tx, updated, timeZone);
  }
  return { course: updated, changed: true };
}

/** The job: moves the course on (and refunds everyone when the verification window ended). */
export async function advanceCourse(deps: MoneyDeps, courseId: string): Promise<void> {
  await deps.db.transaction((tx) => advanceCourseInTx(tx, deps, courseId));
}
