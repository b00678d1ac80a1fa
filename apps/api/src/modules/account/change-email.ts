import { and, eq, isNull, ne } from 'drizzle-orm';
import { emailVerifications, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import type { AccountDeps, Caller } from './deps';
import { startVerification } from './email-verification';
import { assertCurrentPassword } from './password';

/**
 * Asks to change the account's email. The new address counts only once its mailed link is
 * followed (A7): until then the account keeps its current, verified address, so nobody can
 * move an account onto an address they do not control. Choosing the current address again
 * calls off a pending change.
 */
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
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId)).for('update');
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (input.newEmail !== user.email) {
      await startVerification(deps, tx, user.id, input.newEmail, now);
      return;
    }
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.userId, user.id),
          isNull(emailVerifications.usedAt),
          ne(emailVerifications.email, user.email),
        ),
      );
    if (!user.emailVerified) await startVerification(deps, tx, user.id, user.email, now);
  });
  await recordAudit(deps.db, {
    type: 'email_change_asked',
    userId: session.userId,
    ip: caller.ip,
  });
}
