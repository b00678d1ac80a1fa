import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { CurrentSession } from './session';
import { ShortCache } from './short-cache';

/**
 * Who may call a route, declared beside it: `{ config: { access: 'participant' } }`.
 * - `public`: anyone; the session, if any, is still there through `request.optionalSession()`.
 * - `signed-in`: any account.
 * - a role: an account holding that role (admins: `FORBIDDEN`, others the spec's messages).
 * - `test-taker`: a participant, or a phone holding a hand-off session for one course's test
 *   (T4); such a caller carries `testCourseId` and the route keeps it to that course.
 */
export type Access = 'public' | 'signed-in' | 'participant' | 'supporter' | 'admin' | 'test-taker';
export type RoleAccess = 'participant' | 'supporter' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session on a route whose access is not `public` (set before parsing). */
    caller: CurrentSession;
  }
}

const refusal = {
  participant: 'NOT_REGISTERED_AS_PARTICIPANT',
  supporter: 'NOT_REGISTERED_AS_SUPPORTER',
  admin: 'FORBIDDEN',
} as const;

/**
 * Checks the route's `access` in `onRequest`, so a caller who may not call a route is refused
 * before its body is read or validated. Every `/api` route must declare its access: a route
 * without one fails at start-up, so a new route cannot be public by accident.
 */
export const accessGuard = fp<{
  hasRole: (userId: string, role: RoleAccess) => Promise<boolean>;
  /** The phone's hand-off session for a test, if the request carries a valid one (T4). */
  handoffSession: (request: FastifyRequest) => Promise<CurrentSession | null>;
  clock: Clock;
}>(
  async (app, { hasRole, handoffSession, clock }) => {
    app.decorateRequest('caller', null as unknown as CurrentSession);
    // Roles change only by a write: a role held is kept a few seconds per user (issue 15). A
    // refusal is never kept, so a role granted elsewhere (another process, the admin CLI) counts
    // at once; a removal elsewhere shows within CALLER_CACHE_MS.
    const roles = new ShortCache<boolean>(clock);
    roles.clearOnWrites(app);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.config?.access) return;
      throw new Error(`${route.method.toString()} ${route.url} declares no access (config.access)`);
    });
    const holds = (userId: string, role: RoleAccess) =>
      roles.get(
        `${userId} ${role}`,
        () => hasRole(userId, role),
        (held) => held,
      );
    const admit = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      if (access === 'test-taker') {
        const signedIn = await request.optionalSession();
        const session = signedIn ?? (await handoffSession(request));
        if (!session) throw new AppError('UNAUTHENTICATED');
        if (signedIn && !(await holds(signedIn.userId, 'participant'))) {
          throw new AppError(refusal.participant);
        }
        request.caller = session;
        return;
      }
      const session = await request.requireSession();
      if (access !== 'signed-in' && !(await holds(session.userId, access))) {
        throw new AppError(refusal[access]);
      }
      request.caller = session;
    };
    // A callback hook that is done at once for public routes (most of the traffic); an async
    // hook would cost every request a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const access = request.routeOptions.config.access;
      if (!access || access === 'public') return done();
      admit(request, access).then(() => done(), done);
    });
  },
  { name: 'access-guard', dependencies: ['session'] },
);
