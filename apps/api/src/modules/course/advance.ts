// Scheduled transitions (C2, C4): scheduled → active on the start date, active → awaiting_test
// after day 28, awaiting_test → failed (every supporter offered a refund or keeping the gift,
// C7) when the verification window ends, unless a nicotine test is under way then (pending-test.ts). One job per course
// boundary, at midnight in the participant's time zone. Jobs due together are applied together,
// set-based (issue 15): the courses are locked in one statement (in id order, so two runs at
// once wait for each other instead of deadlocking), the state each one's dates call for is
// recomputed under that lock, one UPDATE per target state moves them, and their next boundaries
// and first reminders are queued in one INSERT. Running it late, twice, or in two processes at
// once changes each course once.
import { asc, eq, inArray } from 'drizzle-orm';
import type { CourseState } from '@quit/domain/course-state';
import { dueState, nextBoundary, nextTransitionAt } from '@quit/domain/course-schedule';
import { dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import { courses, profiles } from '../../db/schema';
import { findProfile } from '../course-row/find-profile';
import { enqueueJobs, type Executor, type NewJob } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import type { Tx } from '../../db/client';
import { offerGiftChoicesInTx } from '../money/second-chance';
import { firstReminderJob } from '../reminders/schedule';
import type { Course } from '../course-row/current-course';
import { pendingTest } from './pending-test';
import { scheduledTestMailJobs, testMailJob } from './test-mail-jobs';

export const COURSE_JOBS = { advance: 'course.advance' } as const;

export async function participantTimeZone(
  db: Pick<ServiceDeps['db'], 'select'>,
  participantId: string | null,
) {
  if (participantId === null) return timeZoneOf(null);
  const profile = await findProfile(db, participantId);
  return timeZoneOf(profile?.timeZone);
}

/** The job for the course's next boundary (keyed: queuing it again is a no-op), or null. */
export function nextTransitionJob(
  course: Pick<Course, 'id' | 'state' | 'startDate'>,
  timeZone: string,
): NewJob | null {
  if (course.startDate === null) return null;
  const boundary = nextBoundary(course.state, course.startDate);
  const runAt = nextTransitionAt(course.state, course.startDate, timeZone);
  if (boundary === null || runAt === null) return null;
  return {
    kind: COURSE_JOBS.advance,
    payload: { courseId: course.id },
    runAt,
    key: `course-advance:${course.id}:${course.state}:${boundary}`,
  };
}

/** Queues the job for the course's next boundary (keyed, so queuing it again is a no-op). */
export async function scheduleNextTransition(
  db: Executor,
  course: Pick<Course, 'id' | 'state' | 'startDate'>,
  timeZone: string,
): Promise<void> {
  const job = nextTransitionJob(course, timeZone);
  if (job) await enqueueJobs(db, [job]);
}

/**
 * Asks the calendar to look at the course again at `runAt` (after a test that held it at its
 * deadline ends); a run that finds nothing due changes nothing.
 */
function courseRecheckJob(courseId: string, runAt: Date, why = ''): NewJob {
  return {
    kind: COURSE_JOBS.advance,
    payload: { courseId },
    runAt,
    key: `course-advance:${courseId}:recheck:${why || runAt.toISOString()}`,
  };
}

export function scheduleCourseRecheck(db: Executor, courseId: string, runAt: Date, why = '') {
  return enqueueJobs(db, [courseRecheckJob(courseId, runAt, why)]);
}

type Locked = { course: Course; timeZone: string };

/** Locks the courses, in id order, with their participants' time zones: one statement. */
async function lockCourses(tx: Tx, courseIds: readonly string[]): Promise<Locked[]> {
  if (courseIds.length === 0) return [];
  const rows = await tx
    .select({ course: courses, timeZone: profiles.timeZone })
    .from(courses)
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(inArray(courses.id, [...new Set(courseIds)]))
    .orderBy(asc(courses.id))
    .for('update', { of: courses });
  return rows.map((row) => ({ course: row.course, timeZone: timeZoneOf(row.timeZone) }));
}

/**
 * Applies the transitions that are due for these courses, in the caller's transaction. Answers
 * every course found (locked until the transaction ends) and whether it moved.
 */
export async function advanceCoursesInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseIds: readonly string[],
): Promise<Map<string, { course: Course; changed: boolean }>> {
  const now = deps.clock.now();
  const locked = await lockCourses(tx, courseIds);
  const result = new Map(locked.map(({ course }) => [course.id, { course, changed: false }]));
  const timeZones = new Map(locked.map(({ course, timeZone }) => [course.id, timeZone]));
  // The state each course's dates call for, recomputed under the lock: a course another run
  // moved meanwhile is no longer due.
  const byTarget = new Map<CourseState, string[]>();
  const followUps: NewJob[] = [];
  for (const { course, timeZone } of locked) {
    if (course.startDate === null) continue;
    let next = dueState(course.state, course.startDate, dateInTimeZone(now, timeZone));
    if (next === 'failed') {
      // A test under way at the deadline keeps the course open for its outcome (C4 + T3). Its
      // own statements, but only for the rare course whose window ends.
      const pending = await pendingTest(tx, course.id, now);
      if (pending) {
        if (pending.recheckAt) followUps.push(courseRecheckJob(course.id, pending.recheckAt));
        next = course.state === 'active' ? 'awaiting_test' : null;
      }
    }
    if (next !== null) byTarget.set(next, [...(byTarget.get(next) ?? []), course.id]);
  }
  const moved: Course[] = [];
  for (const [state, ids] of byTarget) {
    moved.push(
      ...(await tx
        .update(courses)
        .set({ state, updatedAt: now })
        .where(inArray(courses.id, ids))
        .returning()),
    );
  }
  for (const course of moved) {
    result.set(course.id, { course, changed: true });
    const timeZone = timeZoneOf(timeZones.get(course.id));
    const next = nextTransitionJob(course, timeZone);
    if (next) followUps.push(next);
    // A late run may skip `active` (straight to awaiting_test): the chain still starts and
    // sends only what is still current, such as day 28's "closes tonight".
    if (course.state === 'active' || course.state === 'awaiting_test') {
      const reminder = firstReminderJob(course, timeZone);
      if (reminder) followUps.push(reminder);
      // Row 48: "the test opens" and "the deadline is near" (keyed: queued once per course).
      followUps.push(...scheduledTestMailJobs(course, timeZone, now));
    }
    // The window closed without a test: the participant hears it (record 0070), in the same
    // one statement as the other jobs (many courses fail at one midnight).
    if (course.state === 'failed')
      followUps.push(testMailJob({ mail: 'failed', courseId: course.id, reason: 'no_test' }, now));
  }
  await enqueueJobs(tx, followUps);
  // The verification window ended: the course fails and every supporter is offered the
  // keep-or-refund choice (C7, record 0081) in the same transaction, with the keyed jobs that
  // refund what nobody keeps, so a crash cannot leave a failed course holding the money.
  for (const course of moved) {
    if (course.state === 'failed') await offerGiftChoicesInTx(tx, deps, course.id);
  }
  return result;
}

/** Applies the transitions that are due for one course; answers its state and whether it moved. */
export async function advanceCourseInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseId: string,
): Promise<{ course: Course; changed: boolean }> {
  const found = (await advanceCoursesInTx(tx, deps, [courseId])).get(courseId);
  if (!found) throw new Error(`course ${courseId} not found`);
  return found;
}

/** The job for many courses due together: one transaction moves them all. */
export async function advanceCourses(
  deps: ServiceDeps,
  courseIds: readonly string[],
): Promise<void> {
  await deps.db.transaction((tx) => advanceCoursesInTx(tx, deps, courseIds));
}

/** The job: moves the course on (and refunds everyone when the verification window ended). */
export async function advanceCourse(deps: ServiceDeps, courseId: string): Promise<void> {
  await advanceCourses(deps, [courseId]);
}
