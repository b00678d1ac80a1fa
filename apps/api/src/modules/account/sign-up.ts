import { eq } from 'drizzle-orm';
import type { SessionResponse, SignUpRequest } from '@quit/contracts/account';
import type { Language } from '@quit/domain/constants';
import { profiles, sessions, userRoles, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { authRateLimits, consumeRateLimit } from '../../platform/rate-limit';
import { betterAuthCode } from './better-auth-errors';
import { assertNewPassword, assertOldEnough } from './checks';
import type { AccountDeps, Caller } from './deps';
import { startVerification } from './email-verification';
import { sessionView } from './people';

/**
 * Creates the account (better-auth user + credential), its profile and its role, and signs
 * the new user in with a browser-session cookie.
 */
export async function signUp(
  deps: AccountDeps,
  input: SignUpRequest,
  language: Language,
  caller: Caller,
): Promise<{ headers: Headers; view: SessionResponse }> {
  const { db, auth, clock } = deps;
  await consumeRateLimit(db, `signup:ip:${caller.ip}`, authRateLimits.signUpPerIp, clock.now());
  assertNewPassword(input.password, input.passwordConfirmation);
  assertOldEnough(deps, input.birthDate);

  let created;
  try {
    created = await auth.api.signUpEmail({
      body: {
        name: `${input.firstName} ${input.lastName}`,
        email: input.email,
        password: input.password,
        rememberMe: false,
      },
      headers: caller.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = betterAuthCode(error);
    if (code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('EMAIL_IN_USE');
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('INVALID_PASSWORD');
    throw new AppError('SIGNUP_FAILED', { cause: error, detail: `sign-up refused: ${code}` });
  }
  const { user, token } = created.response;
  if (!token) throw new AppError('SIGNUP_FAILED', { detail: 'no session after sign-up' });
  try {
    await db.transaction(async (tx) => {
      await tx.insert(profiles).values({
        userId: user.id,
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: input.birthDate,
        language,
      });
      await tx.insert(userRoles).values({ userId: user.id, role: input.role });
      await tx.update(sessions).set({ role: input.role }).where(eq(sessions.token, token));
      await startVerification(deps, tx, user.id, user.email, clock.now());
    });
  } catch (error) {
    // Without its profile and role the account is unusable: take it back whole.
    await db.delete(users).where(eq(users.id, user.id));
    throw new AppError('SIGNUP_FAILED', { cause: error, detail: 'profile or role not stored' });
  }
  await recordAudit(db, {
    type: 'sign_up',
    userId: user.id,
    ip: caller.ip,
    detail: { role: input.role },
  });
  const [session] = await db.select().from(sessions).where(eq(sessions.token, token));
  if (!session) throw new AppError('SIGNUP_FAILED', { detail: 'session vanished' });
  return {
    headers: created.headers,
    view: await sessionView(db, { ...session, userId: user.id }),
  };
}
