// T7, operators' side of the spot tests: the schedule (every spot test ahead or open, and the
// missed ones awaiting a decision) and the decision on a missed one: excused once with a new
// day, or the course fails as after a failed final test. Every decision is audited.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminSpotTest } from '@quit/contracts/spot-test';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { excusedSpotDay, mayExcuse, type SpotMissedDecision } from '@quit/domain/spot-test';
import { courses, spotTests, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { lockCourse } from '../course-row/current-course';
import { recordTestOutcome } from './outcome';
import { participantTimeZone } from './advance';
import { addSpotTest, lockSpot } from './spot-tests';

/** GET /api/admin/spot-tests: every spot test ahead or open, and missed ones awaiting a decision. */
export async function spotTestSchedule(deps: ServiceDeps): Promise<AdminSpotTest[]> {
  const rows = await deps.db
    .select({
      spot: spotTests,
      courseState: courses.state,
      participantId: courses.participantId,
      name: users.name,
      email: users.email,
    })
    .from(spotTests)
    .innerJoin(courses, eq(courses.id, spotTests.courseId))
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(
      sql`${spotTests.state} in ('scheduled', 'announced') or (${spotTests.state} = 'missed' and ${spotTests.decidedAt} is null)`,
    )
    .orderBy(asc(spotTests.announceAt))
    .limit(500);
  const courseIds = [...new Set(rows.map((r) => r.spot.courseId))];
  const excused =
    courseIds.length === 0
      ? []
      : await deps.db
          .select({ courseId: spotTests.courseId })
          .from(spotTests)
          .where(and(inArray(spotTests.courseId, courseIds), eq(spotTests.state, 'excused')));
  return rows.map(({ spot, ...r }) => ({
    id: spot.id,
    courseId: spot.courseId,
    courseState: r.courseState,
    participantId: r.participantId,
    participantName: r.name,
    participantEmail: r.email,
    ordinal: spot.ordinal,
    day: spot.day,
    state: spot.state,
    announceAt: spot.announceAt.toISOString(),
    dueAt: spot.dueAt.toISOString(),
    mayExcuse:
      spot.state === 'missed' &&
      mayExcuse(excused.filter((e) => e.courseId === spot.courseId).length),
  }));
}

/**
 * POST /api/admin/spot-tests/{id}/decision: an operator's decision on a missed spot test (T7):
 * excuse it once (a new day is drawn from the remaining days, else the next day), or fail the
 * course as after a failed final test (refunds). Audited.
 */
export async function decideMissedSpotTest(
  deps: ServiceDeps,
  input: { id: string; decision: SpotMissedDecision; note: string | null },
  operator: { userId: string; ip: string },
): Promise<AdminSpotTest | null> {
  const now = deps.clock.now();
  const courseId = await deps.db.transaction(async (tx) => {
    const row = await lockSpot(tx, input.id);
    if (!row) throw new AppError('NOT_FOUND');
    if (row.spot.state !== 'missed' || row.spot.decidedAt !== null) {
      throw new AppError('SPOT_TEST_NOT_MISSED', { detail: `spot test is ${row.spot.state}` });
    }
    const course = await lockCourse(tx, row.spot.courseId);
    if (course.state !== 'active' || course.startDate === null) {
      throw new AppError('SPOT_TEST_NOT_MISSED', { detail: `course is ${course.state}` });
    }
    const decided = { decidedBy: operator.userId, decidedAt: now, note: input.note };
    if (input.decision === 'fail') {
      await tx.update(spotTests).set(decided).where(eq(spotTests.id, input.id));
      return course.id;
    }
    const all = await tx
      .select({ day: spotTests.day, state: spotTests.state })
      .from(spotTests)
      .where(eq(spotTests.courseId, course.id));
    if (!mayExcuse(all.filter((s) => s.state === 'excused').length)) {
      throw new AppError('SPOT_TEST_EXCUSE_USED');
    }
    await tx
      .update(spotTests)
      .set({ ...decided, state: 'excused' })
      .where(eq(spotTests.id, input.id));
    const timeZone = await participantTimeZone(tx, course.participantId);
    const today = courseDay(course.startDate, dateInTimeZone(now, timeZone));
    const taken = all.filter((s) => s.state !== 'cancelled').map((s) => s.day);
    const day = excusedSpotDay(today, taken, deps.random);
    if (day !== null) {
      await addSpotTest(
        tx,
        { id: course.id, startDate: course.startDate },
        timeZone,
        row.spot.ordinal,
        day,
      );
    }
    return null;
  });
  // Failing the course: the same path as a failed final test (refunds in its transaction).
  if (courseId !== null) await recordTestOutcome(deps, courseId, { result: 'failed' });
  await recordAudit(deps.db, {
    type: 'admin_spot_test_decided',
    userId: operator.userId,
    ip: operator.ip,
    detail: { spotTestId: input.id, decision: input.decision, note: input.note },
  });
  const [view] = (await spotTestScheduleOf(deps, input.id)) ?? [];
  return view ?? null;
}

/** One spot test as the schedule shows it (also once decided). */
async function spotTestScheduleOf(deps: ServiceDeps, id: string): Promise<AdminSpotTest[]> {
  const [row] = await deps.db
    .select({
      spot: spotTests,
      courseState: courses.state,
      participantId: courses.participantId,
      name: users.name,
      email: users.email,
    })
    .from(spotTests)
    .innerJoin(courses, eq(courses.id, spotTests.courseId))
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(eq(spotTests.id, id));
  if (!row) return [];
  return [
    {
      id: row.spot.id,
      courseId: row.spot.courseId,
      courseState: row.courseState,
      participantId: row.participantId,
      participantName: row.name,
      participantEmail: row.email,
      ordinal: row.spot.ordinal,
      day: row.spot.day,
      state: row.spot.state,
      announceAt: row.spot.announceAt.toISOString(),
      dueAt: row.spot.dueAt.toISOString(),
      mayExcuse: false,
    },
  ];
}
