// T4: the phone's session for one course's test, opened by a single-use hand-off link. It is
// not a sign-in: the access guard admits it only on the routes of the test (`test-taker`), and
// the test's routes keep it to its course (`request.caller.testCourseId`).
import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { testHandoffs } from '../../db/schema';
import type { Clock } from '../clock';
import type { CurrentSession } from './session';

/** The cookie holding the phone's session secret; sent only to the test's API paths. */
export const HANDOFF_COOKIE = 'quitpot_test';
export const HANDOFF_COOKIE_PATH = '/api/testkit';

/** What is stored of a secret: its SHA-256 (the secret itself never is). */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

function cookieSecret(request: FastifyRequest): string | null {
  const match = /(?:^|;\s*)quitpot_test=([A-Za-z0-9_-]{20,100})(?:;|$)/.exec(
    request.headers.cookie ?? '',
  );
  return match?.[1] ?? null;
}

/** The hand-off session the request carries, if it is valid now. */
export async function resolveHandoffSession(
  db: Db,
  clock: Clock,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const secret = cookieSecret(request);
  if (!secret) return null;
  const now = clock.now();
  const [row] = await db
    .select({
      id: testHandoffs.id,
      participantId: testHandoffs.participantId,
      courseId: testHandoffs.courseId,
      sessionExpiresAt: testHandoffs.sessionExpiresAt,
    })
    .from(testHandoffs)
    .where(
      and(eq(testHandoffs.sessionHash, secretHash(secret)), gt(testHandoffs.sessionExpiresAt, now)),
    );
  if (!row?.sessionExpiresAt) return null;
  return {
    sessionId: row.id,
    token: '',
    userId: row.participantId,
    email: '',
    persistent: false,
    role: null,
    expiresAt: row.sessionExpiresAt,
    testCourseId: row.courseId,
  };
}
