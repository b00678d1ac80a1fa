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
 */
export type Access = 'public' | 'signed-in' | 'participant' | 'supporter' | 'admin';
export type RoleAccess = Exclude<Access, 'public' | 'signed-in'>;

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
  clock: Clock;
}>(
  async (app, { hasRole, clock }) => {
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
    const admit = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      const session = await request.requireSession();
      if (
        access !== 'signed-in' &&
        !(await roles.get(
          `${session.userId} ${access}`,
          () => hasRole(session.userId, access),
          (held) => held,
        ))
      ) {
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
