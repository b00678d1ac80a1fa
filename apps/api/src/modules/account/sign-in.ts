import { eq } from 'drizzle-orm';
import type { Role, SessionResponse, SignInRequest, SignInRole } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { PERSISTENT_SESSION_MS, SESSION_IDLE_MS } from '../../platform/auth/better-auth';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import {
  authRateLimits,
  clearRateLimit,
  consumeRateLimit,
  refundRateLimit,
} from '../../platform/rate-limit';
import type { AccountDeps, Caller } from './deps';
import { assertMayEnterAs, rolesOf, sessionView, setSessionRole } from './people';

/**
 * Signs in with email and password as a role. The password is checked first, so a role
 * message never tells a stranger that an email has an account; a refused role leaves no
 * session behind.
 */
export async function signIn(
  deps: AccountDeps,
  input: SignInRequest & { rememberMe: boolean },
  caller: Caller,
): Promise<{ headers: Headers; view: SessionResponse }> {
  const { db, auth, clock } = deps;
  const now = clock.now();
  const keys = await reserveSignInAttempt(db, input.email, caller.ip, now);
  let signedIn;
  try {
    signedIn = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: caller.headers,
      returnHeaders: true,
    });
  } catch (error) {
    await recordAudit(db, { type: 'sign_in_failed', email: input.email, ip: caller.ip });
    throw new AppError('SIGNIN_FAILED', { cause: error, detail: 'credentials refused' });
  }
  // The password was right: this attempt was no failure, and earlier failures from here end.
  await clearRateLimit(db, keys.pair);
  await refundRateLimit(db, keys.ip);
  const { user, token } = signedIn.response;
  const [session] = await db.select().from(sessions).where(eq(sessions.token, token));
  if (!session) throw new AppError('INTERNAL', { detail: 'session not stored' });
  const roles = await rolesOf(db, user.id);
  // An operator without the chosen role enters as admin and lands on the console (issue 10).
  const role: Role = roles.includes('admin') && !roles.includes(input.role) ? 'admin' : input.role;
  try {
    if (role !== 'admin') assertMayEnterAs(roles, input.role);
  } catch (error) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    await recordAudit(db, {
      type: 'role_refused',
      userId: user.id,
      ip: caller.ip,
      detail: { role: input.role },
    });
    throw error;
  }
  // An operator's session always idles out after 15 minutes: the console moves money.
  const persistent = input.rememberMe && role !== 'admin';
  const expiresAt = new Date(
    now.getTime() + (persistent ? PERSISTENT_SESSION_MS : SESSION_IDLE_MS),
  );
  await db.update(sessions).set({ role, persistent, expiresAt }).where(eq(sessions.id, session.id));
  await recordAudit(db, {
    type: 'sign_in_ok',
    userId: user.id,
    ip: caller.ip,
    detail: { role },
  });
  return {
    headers: signedIn.headers,
    view: await sessionView(db, { ...session, role, persistent, expiresAt }),
  };
}

/**
 * Counts the attempt as a failure up front (so parallel guesses cannot slip past the limit);
 * sign-in takes it back when the password turns out right.
 */
async function reserveSignInAttempt(db: Db, email: string, ip: string, now: Date) {
  const keys = { ip: `signin:failed:ip:${ip}`, pair: `signin:failed:${ip}:${email}` };
  await consumeRateLimit(db, keys.ip, authRateLimits.signInFailuresPerIp, now);
  try {
    await consumeRateLimit(db, keys.pair, authRateLimits.signInFailuresPerAccountAndIp, now);
  } catch (error) {
    await refundRateLimit(db, keys.ip);
    throw error;
  }
  return keys;
}

/** Continues the current session as a role (after federated sign-in, or switching roles). */
export async function enterAs(
  deps: AccountDeps,
  session: CurrentSession,
  role: SignInRole,
): Promise<SessionResponse> {
  assertMayEnterAs(await rolesOf(deps.db, session.userId), role);
  await setSessionRole(deps.db, session.sessionId, role);
  return sessionView(deps.db, { ...session, role });
}
