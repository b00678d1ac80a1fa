// The participant's side of the kit (T1): the kit posted for the course, the scan (only one's
// own unused kit is found), and the 5-minute wait held by the server so a reload keeps it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ParticipantTestkit } from '@quit/contracts/testkit';
import { courses, followUps, testkits, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { disputableUntil, isTestOpenAt, waitEndsAt } from '@quit/domain/nicotine-test';
import { timeZoneOf } from '@quit/domain/profile';
import { readCourse } from '../course-row/course-read';
import type { ServiceDeps } from '../../core/service-deps';
import { assertIdentityVerified, identityState } from './identity';
import { openSpotTest } from '../course/spot-tests';
import { followUpOpenFor, openFollowUpOf } from '../course/follow-ups';

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

/**
 * T7: a course may hold two kits (the spot test's and the final one). While a test is open, the
 * kit whose wait already started, else the one posted first; while none is open, the kit used
 * last (its result stays in view after a spot test), else the one posted first.
 */
export function kitToShow(kits: readonly Kit[], testOpen: boolean): Kit | undefined {
  const unused = kits
    .filter((k) => k.state === 'unused')
    .sort((a, b) => (a.assignedAt?.getTime() ?? 0) - (b.assignedAt?.getTime() ?? 0));
  const used = kits
    .filter((k) => k.state === 'used')
    .sort((a, b) => (b.usedAt?.getTime() ?? 0) - (a.usedAt?.getTime() ?? 0));
  const started = unused.find((k) => k.startedAt !== null);
  if (testOpen) return started ?? unused[0] ?? used[0];
  return started ?? used[0] ?? unused[0];
}

/** Whether the participant may take a test now (the final one, or a spot test's window). */
async function testOpenNow(deps: ServiceDeps, userId: string): Promise<boolean> {
  try {
    await assertTestOpen(deps, userId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'TEST_NOT_OPEN') return false;
    throw error;
  }
}

/** C8: the kit of one of my follow-up tests (the one to use, else the last used), or null. */
export async function followUpKit(
  deps: ServiceDeps,
  userId: string,
  followUpId: string,
): Promise<ParticipantTestkit | null> {
  const [own] = await deps.db
    .select({ id: followUps.id })
    .from(followUps)
    .where(and(eq(followUps.id, followUpId), eq(followUps.participantId, userId)));
  if (!own) throw new AppError('NOT_FOUND');
  const kits = await deps.db
    .select({ kit: testkits })
    .from(testkits)
    .innerJoin(courses, eq(courses.id, testkits.courseId))
    .where(and(eq(testkits.followUpId, followUpId), eq(courses.participantId, userId)))
    .orderBy(desc(testkits.assignedAt));
  const open = await followUpOpenFor(deps.db, followUpId, deps.clock.now(), null);
  const kit = kitToShow(
    kits.map((row) => row.kit),
    open,
  );
  return kit ? participantView(deps, userId, kit) : null;
}

/** GET /api/testkit/course/{id}: the kit to use now (kitToShow), else the last one used. */
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
  // C8: while a follow-up test of the course is open, its kit is the one to use (the phone's
  // hand-off asks here as for the course's own test).
  const followUp = await openFollowUpOf(deps.db, courseId, deps.clock.now());
  if (followUp) return followUpKit(deps, userId, followUp.id);
  const kits = await deps.db
    .select()
    .from(testkits)
    // C8: a follow-up's kits are shown with their follow-up (followUpKit), not the course's test.
    .where(and(eq(testkits.courseId, courseId), isNull(testkits.followUpId)))
    .orderBy(desc(testkits.assignedAt));
  const kit = kitToShow(kits, await testOpenNow(deps, userId));
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

/** C8: the test of this kit is open now: its follow-up's window for a follow-up's kit (record 0082). */
export async function assertKitTestOpen(
  deps: ServiceDeps,
  userId: string,
  kit: Kit,
): Promise<void> {
  if (kit.followUpId === null) return assertTestOpen(deps, userId, kit.startedAt);
  if (await followUpOpenFor(deps.db, kit.followUpId, deps.clock.now(), kit.startedAt)) return;
  throw new AppError('TEST_NOT_OPEN');
}

/** C4, T7: the participant's test is open now (`isTestOpenAt`, or a spot test's window), else TEST_NOT_OPEN. */
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
  // T7: or a spot test's window is open (08:00–22:00 of its day).
  if (open) return;
  if (course && (await openSpotTest(deps.db, course.id, deps.clock.now(), startedAt))) return;
  throw new AppError('TEST_NOT_OPEN');
}

/** POST /api/testkit/{code}/start: the scan succeeded; the wait starts once and stays. */
export async function startWait(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<ParticipantTestkit> {
  const kit = await ownKit(deps, userId, code);
  await assertKitTestOpen(deps, userId, kit);
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
