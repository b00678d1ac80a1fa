// T4: a test handed to a phone. The participant, signed in on a device without a usable
// camera, asks for a link; its secret (128 random bits) is stored only as a keyed hash (signed
// with the app's link secret), it opens once within 15 minutes, and opening it gives the phone
// a session for this course's test alone (platform/auth/handoff-session.ts). The first device
// follows the phone through the test's own state (GET /api/testkit/course/{id}) and the link's.
// The link's 15 minutes and the phone's session run on the sessions' clock (`sessions`: real
// time, like a sign-in's, A3), not the product's calendar that the sandbox may move.
import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { HandoffLink, HandoffStatus } from '@quit/contracts/test-handoff';
import {
  HANDOFF_LINK_MS,
  HANDOFF_SESSION_MS,
  handoffRefusal,
  handoffState,
} from '@quit/domain/test-handoff';
import { courses, testHandoffs, testkits, testkitTests } from '../../db/schema';
import type { CurrentSession } from '../../platform/auth/session';
import type { Clock } from '../../platform/clock';
import { secretHash } from '../../platform/auth/handoff-session';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { assertTestOpen } from './participant-kits';
import { anyFollowUpOpen } from '../course/follow-ups';

/** The stored form of a link's secret: an HMAC with the app's link secret. */
const tokenHash = (deps: Pick<ServiceDeps, 'linkSecret'>, token: string) =>
  createHmac('sha256', deps.linkSecret).update(`test-handoff:${token}`).digest('hex');

/**
 * A caller may act on `courseId`'s test: a phone's hand-off session only on its own course
 * (a signed-in participant's ownership is checked by each query).
 */
export function assertInTestScope(caller: CurrentSession, courseId: string | null): void {
  if (caller.testCourseId !== undefined && caller.testCourseId !== courseId) {
    throw new AppError('NOT_FOUND');
  }
}

/** A phone's hand-off session may use a kit of its own course only (else "No Testkit was found."). */
export async function assertKitInTestScope(
  deps: ServiceDeps,
  caller: CurrentSession,
  code: string,
): Promise<void> {
  if (caller.testCourseId === undefined) return;
  const [kit] = await deps.db
    .select({ courseId: testkits.courseId })
    .from(testkits)
    .where(eq(testkits.code, code));
  if (kit?.courseId !== caller.testCourseId) throw new AppError('TESTKIT_NOT_FOUND');
}

/** A phone's hand-off session may read tests of its own course only. */
export async function assertTestInTestScope(
  deps: ServiceDeps,
  caller: CurrentSession,
  testId: string,
): Promise<void> {
  if (caller.testCourseId === undefined) return;
  const [test] = await deps.db
    .select({ courseId: testkitTests.courseId })
    .from(testkitTests)
    .where(eq(testkitTests.id, testId));
  assertInTestScope(caller, test?.courseId ?? null);
}

/** The participant's own course, else NOT_FOUND. */
async function ownCourse(deps: ServiceDeps, userId: string, courseId: string) {
  const [course] = await deps.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.participantId, userId)));
  if (!course) throw new AppError('NOT_FOUND');
  return course;
}

/** POST /api/testkit/handoff: a new link for my open test (earlier unopened links stop working). */
export async function createHandoff(
  deps: ServiceDeps,
  sessions: Clock,
  caller: CurrentSession,
  courseId: string,
): Promise<HandoffLink> {
  // A phone does not hand the test on again: the signed-in participant does.
  if (caller.testCourseId !== undefined) throw new AppError('NOT_FOUND');
  await ownCourse(deps, caller.userId, courseId);
  // C8: or one of the participant's follow-up tests is open (its kit is the passed course's).
  if (!(await anyFollowUpOpen(deps.db, caller.userId, deps.clock.now()))) {
    await assertTestOpen(deps, caller.userId);
  }
  const now = sessions.now();
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOFF_LINK_MS);
  await deps.db.transaction(async (tx) => {
    // One link at a time: an older unopened one expires, so only the newest QR code works.
    await tx
      .update(testHandoffs)
      .set({ expiresAt: now })
      .where(
        and(
          eq(testHandoffs.courseId, courseId),
          isNull(testHandoffs.usedAt),
          gt(testHandoffs.expiresAt, now),
        ),
      );
    await tx.insert(testHandoffs).values({
      participantId: caller.userId,
      courseId,
      tokenHash: tokenHash(deps, token),
      createdAt: now,
      expiresAt,
    });
  });
  const url = `${deps.settings.publicUrl}/t/${token}`;
  const qrSvg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { url, qrSvg, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /api/testkit/handoff/redeem: the phone opens the link, once. Returns the session secret
 * for its cookie and the course whose test it may take.
 */
export async function redeemHandoff(
  deps: ServiceDeps,
  sessions: Clock,
  token: string,
): Promise<{ secret: string; courseId: string; expiresAt: Date }> {
  const now = sessions.now();
  const hash = tokenHash(deps, token);
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HANDOFF_SESSION_MS);
  return deps.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(testHandoffs)
      .where(eq(testHandoffs.tokenHash, hash))
      .for('update');
    if (!link) throw new AppError('HANDOFF_LINK_INVALID');
    const refusal = handoffRefusal(link, now);
    if (refusal) throw new AppError(refusal);
    await tx
      .update(testHandoffs)
      .set({ usedAt: now, sessionHash: secretHash(secret), sessionExpiresAt: expiresAt })
      .where(eq(testHandoffs.id, link.id));
    return { secret, courseId: link.courseId, expiresAt };
  });
}

/** GET /api/testkit/handoff?courseId=: the newest link of my course, for the first device. */
export async function handoffStatus(
  deps: ServiceDeps,
  sessions: Clock,
  caller: CurrentSession,
  courseId: string,
): Promise<HandoffStatus> {
  assertInTestScope(caller, courseId);
  await ownCourse(deps, caller.userId, courseId);
  const [link] = await deps.db
    .select()
    .from(testHandoffs)
    .where(eq(testHandoffs.courseId, courseId))
    .orderBy(desc(testHandoffs.createdAt))
    .limit(1);
  if (!link) return { handoff: null };
  return {
    handoff: {
      state: handoffState(link, sessions.now()),
      expiresAt: link.expiresAt.toISOString(),
    },
  };
}
