import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import { authRateLimits, consumeRateLimit } from '../../platform/rate-limit';
import { betterAuthCode } from './better-auth-errors';
import type { AccountDeps, Caller } from './deps';
import { assertNewPassword } from './checks';

/**
 * Asks for a reset mail. The answer never says whether the account exists, so every outcome
 * (unknown email, mail failure, rate limit per account) looks the same to the caller.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  caller: Caller,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const { db, auth, clock } = deps;
  await consumeRateLimit(db, `reset:ip:${caller.ip}`, authRateLimits.resetPerIp, clock.now());
  try {
    await consumeRateLimit(db, `reset:email:${email}`, authRateLimits.resetPerAccount, clock.now());
    await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
    await recordAudit(db, { type: 'reset_asked', email, ip: caller.ip });
  } catch (error) {
    log.warn({ err: error }, 'password reset not sent');
  }
}

export async function confirmPasswordReset(
  deps: AccountDeps,
  input: { token: string; password: string; passwordConfirmation: string },
  caller: Caller,
): Promise<void> {
  assertNewPassword(input.password, input.passwordConfirmation);
  try {
    await deps.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
    });
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === 'PASSWORD_TOO_SHORT') throw new AppError('INVALID_PASSWORD');
    throw new AppError('INVALID_RESET_LINK', { cause: error, detail: `reset refused: ${code}` });
  }
  await recordAudit(deps.db, { type: 'reset_done', ip: caller.ip });
}

/** Checks the signed-in user's current password (WRONG_PASSWORD when it does not match). */
export async function assertCurrentPassword(deps: AccountDeps, password: string, caller: Caller) {
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers: caller.headers });
  } catch (error) {
    throw new AppError('WRONG_PASSWORD', { cause: error });
  }
}

/** Changes the password and ends every other session; this one continues. */
export async function changePassword(
  deps: AccountDeps,
  session: CurrentSession,
  input: { currentPassword: string; newPassword: string; newPasswordConfirmation: string },
  caller: Caller,
): Promise<Headers> {
  assertNewPassword(input.newPassword, input.newPasswordConfirmation, 'newPassword');
  let changed;
  try {
    changed = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: caller.headers,
      returnHeaders: true,
    });
  } catch (error) {
    throw new AppError('WRONG_PASSWORD', { cause: error });
  }
  const token = changed.response.token;
  if (token) {
    await deps.db
      .update(sessions)
      .set({ role: session.role, persistent: session.persistent, expiresAt: session.expiresAt })
      .where(eq(sessions.token, token));
  }
  await recordAudit(deps.db, { type: 'password_changed', userId: session.userId, ip: caller.ip });
  return changed.headers;
}

export async function changeEmail(
  deps: AccountDeps,
  session: CurrentSession,
  input: { newEmail: string; currentPassword: string },
  caller: Caller,
): Promise<void> {
  await assertCurrentPassword(deps, input.currentPassword, caller);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.newEmail));
  if (taken && taken.id !== session.userId) throw new AppError('EMAIL_IN_USE');
  try {
    await deps.db
      .update(users)
      .set({ email: input.newEmail, emailVerified: false, updatedAt: deps.clock.now() })
      .where(eq(users.id, session.userId));
  } catch (error) {
    throw new AppError('EMAIL_IN_USE', { cause: error }); // lost a race for the same address
  }
  await recordAudit(deps.db, { type: 'email_changed', userId: session.userId, ip: caller.ip });
}
