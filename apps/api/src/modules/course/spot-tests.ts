// T7: the unannounced spot test. Drawn when the start date is chosen (drawn again when it moves),
// announced by a job at 08:00 local time on its day (mail, and the dashboard from then on),
// marked missed by a job at 22:00 when no photo came. A day and its moments never leave the
// server before `announce_at`: the participant's read below filters on it, and nothing else
// that a participant or supporter can call reads this table except the supporters' count of
// passed spot tests (which exist only after they happened). Operators see the schedule and
// decide on missed ones (excuse once with a new day, or the course fails).
import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { SpotTestView } from '@quit/contracts/spot-test';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import {
  isSpotWindowOpenAt,
  missedAt,
  PENDING_SPOT_STATES,
  replacementSpotDay,
  SHOWN_SPOT_STATES,
  SPOT_TEST_DUE_HOUR,
  spotTestMoments,
  drawSpotDays,
} from '@quit/domain/spot-test';
import type { Tx } from '../../db/client';
import { courses, profiles, spotTests, testkits, testkitTests, users } from '../../db/schema';
import { enqueueJobs, type Executor, type JobRunner, type NewJob } from '../../platform/jobs';
import { SPOT_TEST_MAIL_KIND, spotTestAnnounced } from '../../providers/mail/spot-test-templates';
import type { ServiceDeps } from '../../core/service-deps';
import { findOpenCourse } from '../course-row/current-course';
import { enqueuePush } from '../push/send-push';

export const SPOT_JOBS = {
  announce: 'spot_test.announce',
  mail: 'spot_test.mail',
  due: 'spot_test.due',
} as const;

type SpotRow = typeof spotTests.$inferSelect;
type Db = ServiceDeps['db'];

/** The announcing and the 22:00 job of a spot test (keyed: queuing them again is a no-op). */
function spotJobs(spot: Pick<SpotRow, 'id' | 'announceAt' | 'dueAt'>): NewJob[] {
  return [
    {
      kind: SPOT_JOBS.announce,
      payload: { spotTestId: spot.id },
      runAt: spot.announceAt,
      key: `spot-announce:${spot.id}`,
    },
    {
      kind: SPOT_JOBS.due,
      payload: { spotTestId: spot.id },
      runAt: spot.dueAt,
      key: `spot-due:${spot.id}`,
    },
  ];
}

/** Adds a spot test on course day `day` with its two jobs, in the caller's transaction. */
export async function addSpotTest(
  tx: Executor & Pick<Tx, 'insert'>,
  course: { id: string; startDate: string },
  timeZone: string,
  ordinal: number,
  day: number,
): Promise<void> {
  const { announceAt, dueAt } = spotTestMoments(course.startDate, day, timeZone);
  const [spot] = await tx
    .insert(spotTests)
    .values({ courseId: course.id, ordinal, day, announceAt, dueAt })
    .returning();
  await enqueueJobs(tx, spotJobs(spot!));
}

/** Ends every spot test still ahead or open: the course ended, or its start date moved. */
export async function cancelPendingSpotTests(tx: Tx, courseId: string): Promise<void> {
  await tx
    .update(spotTests)
    .set({ state: 'cancelled' })
    .where(and(eq(spotTests.courseId, courseId), inArray(spotTests.state, PENDING_SPOT_STATES)));
}

/**
 * T7: draws the course's spot tests (SPOT_TESTS of them, default 1) for its start date, in the
 * transaction that sets it; a changed start date cancels the earlier draw and draws again.
 */
export async function drawSpotTestsInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'random' | 'settings'>,
  course: { id: string; startDate: string },
  timeZone: string,
): Promise<void> {
  await cancelPendingSpotTests(tx, course.id);
  const days = drawSpotDays(deps.settings.spotTests, deps.random);
  for (const [i, day] of days.entries()) await addSpotTest(tx, course, timeZone, i + 1, day);
}

/** The spot test whose window is open now for this course (and this kit's wait), if any. */
export async function openSpotTest(
  db: Pick<Db, 'select'>,
  courseId: string,
  now: Date,
  waitStartedAt: Date | null = null,
): Promise<SpotRow | undefined> {
  const rows = await db
    .select()
    .from(spotTests)
    .where(
      and(
        eq(spotTests.courseId, courseId),
        inArray(spotTests.state, PENDING_SPOT_STATES),
        lte(spotTests.announceAt, now),
      ),
    )
    .orderBy(asc(spotTests.announceAt));
  return rows.find((spot) => isSpotWindowOpenAt(spot, now, waitStartedAt));
}

/** The photo of a test in an open spot window came: the spot test is taken with it. */
export async function markSpotTestTaken(tx: Tx, spotTestId: string, testId: string) {
  await tx
    .update(spotTests)
    .set({ state: 'taken', testId })
    .where(and(eq(spotTests.id, spotTestId), inArray(spotTests.state, PENDING_SPOT_STATES)));
}

/** T7: the final results of the course's spot tests (a partial one caps the final outcome). */
export async function spotResults(tx: Pick<Tx, 'select'>, courseId: string) {
  const rows = await tx
    .select({ result: testkitTests.result })
    .from(spotTests)
    .innerJoin(testkitTests, eq(testkitTests.id, spotTests.testId))
    .where(and(eq(spotTests.courseId, courseId), eq(testkitTests.status, 'final')));
  return rows.map((row) => row.result);
}

/**
 * After an invalid spot result (docs/decisions/0056-the-unannounced-spot-test.md), the
 * replacement kit an operator posts
 * opens a new window on the day it arrives (posted + 2 days), 08:00–22:00, announced like the
 * first. Called when a kit is assigned to the course; does nothing when no spot test waits for
 * a replacement.
 */
export async function openReplacementWindowInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseId: string,
): Promise<void> {
  const [course] = await tx
    .select({
      id: courses.id,
      state: courses.state,
      startDate: courses.startDate,
      tz: profiles.timeZone,
    })
    .from(courses)
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(courses.id, courseId));
  if (!course || course.state !== 'active' || course.startDate === null) return;
  const rows = await tx
    .select({ spot: spotTests, result: testkitTests.result, status: testkitTests.status })
    .from(spotTests)
    .leftJoin(testkitTests, eq(testkitTests.id, spotTests.testId))
    .where(and(eq(spotTests.courseId, courseId), ne(spotTests.state, 'cancelled')))
    .orderBy(desc(spotTests.createdAt));
  // Each ordinal's newest row: the one that counts for it.
  const newest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!newest.has(row.spot.ordinal)) newest.set(row.spot.ordinal, row);
  const waiting = [...newest.values()].find(
    (row) => row.spot.state === 'taken' && row.status === 'final' && row.result === 'invalid',
  );
  if (!waiting) return;
  const timeZone = timeZoneOf(course.tz);
  const today = courseDay(course.startDate, dateInTimeZone(deps.clock.now(), timeZone));
  const day = replacementSpotDay(today);
  if (day === null) return;
  await addSpotTest(
    tx,
    { id: course.id, startDate: course.startDate },
    timeZone,
    waiting.spot.ordinal,
    day,
  );
}

const spotJob = z.object({ spotTestId: z.uuid() });

export async function lockSpot(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      spot: spotTests,
      courseState: courses.state,
      startDate: courses.startDate,
      participantId: courses.participantId,
    })
    .from(spotTests)
    .innerJoin(courses, eq(courses.id, spotTests.courseId))
    .where(eq(spotTests.id, id))
    .for('update', { of: spotTests });
  return row;
}

/** 08:00: the spot test is announced (a course that no longer runs cancels it instead). */
export async function announceSpotTest(deps: ServiceDeps, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = await lockSpot(tx, id);
    if (!row || row.spot.state !== 'scheduled') return;
    const now = deps.clock.now();
    if (now.getTime() < row.spot.announceAt.getTime()) return { runAgainAt: row.spot.announceAt };
    if (row.courseState !== 'active') {
      await tx.update(spotTests).set({ state: 'cancelled' }).where(eq(spotTests.id, id));
      return;
    }
    await tx
      .update(spotTests)
      .set({ state: 'announced', announcedAt: now })
      .where(eq(spotTests.id, id));
    // The mail is its own job: a mail that fails is retried without announcing twice.
    await enqueueJobs(tx, [
      { kind: SPOT_JOBS.mail, payload: { spotTestId: id }, runAt: now, key: `spot-mail:${id}` },
    ]);
  });
}

/** The announcement mail, in the participant's language (only while the spot test is open). */
export async function mailSpotTest(deps: ServiceDeps, id: string) {
  const [row] = await deps.db
    .select({
      spot: spotTests,
      email: users.email,
      profile: profiles,
      participantId: courses.participantId,
    })
    .from(spotTests)
    .innerJoin(courses, eq(courses.id, spotTests.courseId))
    .innerJoin(users, eq(users.id, courses.participantId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(spotTests.id, id));
  if (!row || row.spot.state !== 'announced' || !row.email) return;
  if (deps.clock.now().getTime() >= row.spot.dueAt.getTime()) return;
  const language = row.profile?.language ?? 'en';
  const dueTime = `${SPOT_TEST_DUE_HOUR}:00`;
  // The one push that may break quiet hours (P7): the test must be done today.
  if (row.participantId !== null) {
    await enqueuePush(
      deps.db,
      { userId: row.participantId, kind: 'spot_test', dueTime },
      { key: `spot_test:${id}`, now: deps.clock.now() },
    );
  }
  await deps.mailer.send({
    to: row.email,
    kind: SPOT_TEST_MAIL_KIND,
    language,
    ...spotTestAnnounced({
      language,
      firstName: row.profile?.firstName ?? '',
      day: row.spot.day,
      dueTime,
      link: `${deps.settings.publicUrl}/participant/dashboard`,
    }),
  });
}

/** 22:00: no photo came (and no scanned kit's photo can still come): the spot test is missed. */
export async function closeSpotTest(deps: ServiceDeps, id: string) {
  return deps.db.transaction(async (tx) => {
    const row = await lockSpot(tx, id);
    if (!row || (row.spot.state !== 'announced' && row.spot.state !== 'scheduled')) return;
    if (row.courseState !== 'active') {
      await tx.update(spotTests).set({ state: 'cancelled' }).where(eq(spotTests.id, id));
      return;
    }
    const started = await tx
      .select({ startedAt: testkits.startedAt })
      .from(testkits)
      .where(and(eq(testkits.courseId, row.spot.courseId), eq(testkits.state, 'unused')));
    const closesAt = started
      .map((kit) => missedAt(row.spot, kit.startedAt))
      .reduce((a, b) => (a.getTime() > b.getTime() ? a : b), row.spot.dueAt);
    if (deps.clock.now().getTime() < closesAt.getTime()) return { runAgainAt: closesAt };
    await tx.update(spotTests).set({ state: 'missed' }).where(eq(spotTests.id, id));
  });
}

export function registerSpotTestJobs(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(SPOT_JOBS.announce, (p) => announceSpotTest(deps, spotJob.parse(p).spotTestId));
  jobs.register(SPOT_JOBS.mail, (p) => mailSpotTest(deps, spotJob.parse(p).spotTestId));
  jobs.register(SPOT_JOBS.due, (p) => closeSpotTest(deps, spotJob.parse(p).spotTestId));
}

/**
 * GET /api/course/spot-test: the participant's current spot test, only once it is announced
 * (announced, taken or missed, and its 08:00 has passed), else null.
 */
export async function currentSpotTest(
  deps: ServiceDeps,
  participantId: string,
): Promise<SpotTestView | null> {
  const course = await findOpenCourse(deps.db, participantId);
  if (!course) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ spot: spotTests, result: testkitTests.result, status: testkitTests.status })
    .from(spotTests)
    .leftJoin(testkitTests, eq(testkitTests.id, spotTests.testId))
    .where(
      and(
        eq(spotTests.courseId, course.id),
        inArray(spotTests.state, SHOWN_SPOT_STATES),
        lte(spotTests.announceAt, now),
      ),
    )
    .orderBy(desc(spotTests.announceAt))
    .limit(1);
  if (!row) return null;
  const { spot } = row;
  return {
    id: spot.id,
    state: spot.state as SpotTestView['state'],
    day: spot.day,
    announceAt: spot.announceAt.toISOString(),
    dueAt: spot.dueAt.toISOString(),
    open: isSpotWindowOpenAt(spot, now),
    testId: spot.testId,
    result: row.status === 'final' ? row.result : null,
  };
}
