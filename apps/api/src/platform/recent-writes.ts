// Read-your-writes for answers kept a moment per user (issue 15). A process empties its own
// kept answers around every write it serves, but the participant's next read may reach another
// process (WEB_CONCURRENCY, or another machine) whose kept answer predates the write. So the
// answer to a signed-in browser's write carries a short-lived cookie with the write's time, and
// while it is recent, reads that would use a kept answer go to the database instead. Clients
// without cookies (scripts with a bearer token) see their writes at once in the same process
// and within the kept answers' lifetime elsewhere.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { hasSession } from './auth/session-cookie';

/**
 * How long after a write the writer's reads skip kept answers: longer than any per-user kept
 * answer lives (1 s), plus room for clocks of different machines that differ a little.
 */
export const RECENT_WRITE_MS = 3_000;
/** The cookie outlives the window a little; the browser then drops it. */
const COOKIE_MAX_AGE_S = 5;

/**
 * A request that may change data: any method but GET and HEAD, and the sign-in provider's
 * redirect back (a GET that signs in, and may make or link an account).
 */
export const mayWrite = (request: FastifyRequest): boolean =>
  (request.method !== 'GET' && request.method !== 'HEAD') || request.url.startsWith('/api/auth/');
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE}=(\\d{1,16})(?:;|$)`);

/** The request comes from a browser that wrote within RECENT_WRITE_MS (by its cookie). */
export function wroteRecently(request: FastifyRequest, now: number): boolean {
  const match = COOKIE_VALUE.exec(request.headers.cookie ?? '');
  if (!match) return false;
  const age = now - Number(match[1]);
  // A time ahead of this clock (another machine's, a little fast) counts as recent too.
  return age < RECENT_WRITE_MS;
}

/** Marks the answers to signed-in browsers' writes (see mayWrite). */
export const recentWrites = fp<{ https: boolean }>(
  async (app, { https }) => {
    const attributes = `Path=/; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
    // A callback, not an async hook: it runs on every answer, reads included.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (mayWrite(request) && hasSession(request)) {
        // Fastify appends to set-cookie headers the answer already has (a sign-out's, say).
        void reply.header(
          'set-cookie',
          `${RECENT_WRITE_COOKIE}=${app.clock.now().getTime()}; ${attributes}`,
        );
      }
      done(null, payload);
    });
  },
  { name: 'recent-writes' },
);
