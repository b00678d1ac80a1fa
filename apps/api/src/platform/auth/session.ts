import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Language } from '@quit/domain/constants';
import { sessions } from '../../db/schema';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import { SESSION_IDLE_MS, type Auth } from './better-auth';
import { fetchHeaders } from './headers';
import { libraryLead, moveDates } from './library-time';
import { ShortCache } from './short-cache';

export type SessionOptions = {
  auth: Auth;
  db: Db;
  clock: Clock;
  /** The user's own language setting (from their profile), if they have one. */
  languageOf: (userId: string) => Promise<Language | null>;
};

/** Idle sessions are pushed forward at most this often, to spare the database. */
const SLIDE_EVERY_MS = 60 * 1000;

export type CurrentSession = {
  /** The user's own language setting, if any. */
  language?: Language | null;
  sessionId: string;
  token: string;
  userId: string;
  email: string;
  persistent: boolean;
  role: string | null;
  expiresAt: Date;
  /**
   * Set for a phone's hand-off session (T4): it may act on this course's test alone, on routes
   * whose access is `test-taker`.
   */
  testCourseId?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's session, or throws UNAUTHENTICATED. */
    requireSession: () => Promise<CurrentSession>;
    /** The session if there is a valid one. */
    optionalSession: () => Promise<CurrentSession | null>;
  }
}

/**
 * Resolves a request's session (cookie or bearer token) and applies decisions A3 with the
 * API's clock: an expired session is deleted; an idle (not "keep me signed in") session is
 * extended to 15 minutes from now whenever it is used.
 */
export async function resolveSession(
  { auth, db, clock, languageOf }: SessionOptions,
  request: FastifyRequest,
): Promise<CurrentSession | null> {
  const seen = await auth.api.getSession({
    headers: fetchHeaders(request),
    query: { disableRefresh: true, disableCookieCache: true },
  });
  if (!seen) return null;
  // better-auth answers in its own (the system's) time; the rules below run on the app's.
  const found = moveDates(seen, -libraryLead(clock));
  const now = clock.now();
  const stored = found.session as typeof found.session & { persistent?: boolean; role?: string };
  let expiresAt = new Date(stored.expiresAt);
  if (expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, stored.id));
    return null;
  }
  const persistent = stored.persistent === true;
  if (!persistent && now.getTime() - new Date(stored.updatedAt).getTime() >= SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await db.update(sessions).set({ expiresAt, updatedAt: now }).where(eq(sessions.id, stored.id));
  }
  // Decisions X2 / issue 2: a signed-in user's own language setting wins over the headers.
  const language = await languageOf(found.user.id);
  if (language) request.language = language;
  return {
    language,
    sessionId: stored.id,
    token: stored.token,
    userId: found.user.id,
    email: found.user.email,
    persistent,
    role: stored.role ?? null,
    expiresAt,
  };
}

/** What identifies the caller's session: the session cookie or the bearer token, if any. */
function tokenKey(request: FastifyRequest): string | null {
  const bearer = request.headers.authorization;
  const cookie = /(?:^|;\s*)((?:__Secure-)?[\w.-]*session_token=[^;]+)/.exec(
    request.headers.cookie ?? '',
  )?.[1];
  if (!bearer && !cookie) return null;
  return `${cookie ?? ''}|${bearer ?? ''}`;
}

/** Decorates every request with `requireSession()` / `optionalSession()` (resolved once). */
export const sessionPlugin = fp<SessionOptions>(
  async (app, options) => {
    const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();
    // Per token, for a few seconds (issue 15); expiry is still checked on every request.
    const byToken = new ShortCache<CurrentSession | null>(options.clock);
    byToken.clearOnWrites(app);
    const resolve = async (request: FastifyRequest) => {
      const key = tokenKey(request);
      if (!key) return resolveSession(options, request);
      const cached = await byToken.get(
        key,
        () => resolveSession(options, request),
        (session) => session !== null,
      );
      if (cached && cached.expiresAt.getTime() <= options.clock.now().getTime()) {
        byToken.clear();
        return resolveSession(options, request);
      }
      if (cached?.language) request.language = cached.language;
      return cached;
    };
    const lookup = (request: FastifyRequest) => {
      let pending = cache.get(request);
      if (!pending) {
        pending = resolve(request);
        cache.set(request, pending);
      }
      return pending;
    };
    app.decorateRequest('optionalSession', function (this: FastifyRequest) {
      return lookup(this);
    });
    app.decorateRequest('requireSession', async function (this: FastifyRequest) {
      const session = await lookup(this);
      if (!session) throw new AppError('UNAUTHENTICATED');
      return session;
    });
  },
  { name: 'session' },
);
