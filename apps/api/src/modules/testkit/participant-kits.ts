// The participant's side of the kit (T1): the kit posted for the course, the scan (only one's
// own unused kit is found), and the 5-minute wait held by the server so a reload keeps it.
import { and, desc, eq } from 'drizzle-orm';
import type { ParticipantTestkit } from '@quit/contracts/testkit';
import { courses, testkits, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { disputableUntil, isTestOpenAt, waitEndsAt } from '@quit/domain/nicotine-test';
import { timeZoneOf } from '@quit/domain/profile';
import { readCourse } from '../course-row/course-read';
import type { ServiceDeps } from '../../core/service-deps';
import { assertIdentityVerified, identityState } from './identity';

export type Kit = typeof testkits.$inferSelect;

/** The kit as its participant sees it, with their identity check and the test taken with it. */
export async function participantView(
  deps: ServiceDeps,
  userId: string,
  kit: Kit,
): Promise<ParticipantTestkit> {
  const [identity, [test]] = await Promise.all([
    identityState(deps, userId),
    deps.db
      .select({
        testId: testkitTests.id,
        status: testkitTests.status,
        result: testkitTests.result,
        disputedAt: testkitTests.disputedAt,
        decidedBy: testkitTests.decidedBy,
        finalAt: testkitTests.finalAt,
      })
      .from(testkitTests)
      .where(eq(testkitTests.testkitId, kit.id)),
  ]);
  return {
    id: kit.id,
    state: kit.state,
    readyAt: kit.startedAt ? waitEndsAt(kit.startedAt).toISOString() : null,
    identity,
    test: test
      ? {
          testId: test.testId,
          status: test.status,
          result: test.result,
          disputed: test.disputedAt !== null,
          disputableUntil: disputableUntil(test, deps.clock.now())?.toISOString() ?? null,
        }
      : null,
  };
}

/** GET /api/testkit/course/{id}: the kit that can still be used, else the last one used. */
export async function courseKit(
  deps: ServiceDeps,
  userId: string,
  courseId: string,
): Promise<ParticipantTestkit | null> {
  const [course] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.participantId, userId)));
  if (!course) throw new AppError('NOT_FOUND');
  const kits = await deps.db
    .select()
    .from(testkits)
    .where(eq(testkits.courseId, courseId))
    .orderBy(desc(testkits.assignedAt));
  const kit = kits.find((k) => k.state === 'unused') ?? kits.find((k) => k.state === 'used');
  return kit ? participantView(deps, userId, kit) : null;
}

/**
 * The kit behind a scanned code, if it is the caller's: an unknown code, someone else's kit or
 * a missing one is "No Testkit was found."; a used one "This Testkit has already been used.".
 */
export async function ownKit(deps: ServiceDeps, userId: string, code: string): Promise<Kit> {
  const [row] = await deps.db
    .select({ kit: testkits, participantId: courses.participantId })
    .from(testkits)
    .innerJoin(courses, eq(courses.id, testkits.courseId))
    .where(eq(testkits.code, code));
  if (!row || row.participantId !== userId || row.kit.state === 'missing') {
    throw new AppError('TESTKIT_NOT_FOUND');
  }
  if (row.kit.state === 'used') throw new AppError('TESTKIT_USED');
  return row.kit;
}

/** C4: the participant's test is open now (`isTestOpenAt`), else TEST_NOT_OPEN. */
export async function assertTestOpen(
  deps: ServiceDeps,
  userId: string,
  startedAt: Date | null = null,
): Promise<void> {
  const { course, profile } = await readCourse(deps.db, userId);
  const open =
    course !== null &&
    isTestOpenAt(
      { state: course.state, startDate: course.startDate, timeZone: timeZoneOf(profile?.timeZone) },
      deps.clock.now(),
      startedAt,
    );
  if (!open) throw new AppError('TEST_NOT_OPEN');
}

/** POST /api/testkit/{code}/start: the scan succeeded; the wait starts once and stays. */
export async function startWait(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<ParticipantTestkit> {
  const kit = await ownKit(deps, userId, code);
  await assertTestOpen(deps, userId, kit.startedAt);
  await assertIdentityVerified(deps, userId);
  if (kit.startedAt) return participantView(deps, userId, kit);
  const [updated] = await deps.db
    .update(testkits)
    .set({ startedAt: deps.clock.now() })
    .where(and(eq(testkits.id, kit.id), eq(testkits.state, 'unused')))
    .returning();
  if (!updated) throw new AppError('TESTKIT_USED');
  return participantView(deps, userId, updated);
}
