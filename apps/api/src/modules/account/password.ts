import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { authRateLimits, consumeRateLimit } from '../../platform/rate-limit';
import { betterAuthCode } from './better-auth-errors';
import type { AccountDeps, Caller } from './deps';
import { assertNewPassword } from './checks';
import { DUE_AT_ONCE } from './email-verification';

export const PASSWORD_RESET_JOB = 'account.password_reset';

/**
 * Asks for a reset mail. The answer never says whether the account exists, not even by its
 * timing: the request does the same work for every address (a rate limit, an audit line and
 * one queued job); looking the account up and mailing happen in the job.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  email: string,
  caller: Caller,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now();
  await consumeRateLimit(db, `reset:ip:${caller.ip}`, authRateLimits.resetPerIp, now);
  await enqueueJob(db, PASSWORD_RESET_JOB, { email }, { runAt: DUE_AT_ONCE });
  await recordAudit(db, { type: 'reset_asked', email, ip: caller.ip });
}

/** The queued half of a reset request: at most 3 mails an address an hour, silently. */
export async function sendPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const { db, auth, clock } = deps;
  try {
    await consumeRateLimit(db, `reset:email:${email}`, authRateLimits.resetPerAccount, clock.now());
  } catch {
    return;
  }
  // better-auth looks the account up and, only when it exists, mails through resetMailSender.
  await auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
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
