import { and, eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { accounts, users } from '../../db/schema';
import { findProfile } from '../course-row/find-profile';
import { recordAudit } from '../../platform/audit';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import { runBeforeAccountDeletion } from './deletion-hooks';
import type { AccountDeps, Caller } from './deps';
import { accountDeleted, MAIL_KIND } from '../../providers/mail/templates';
import { assertCurrentPassword } from './password';

/**
 * Deletes the signed-in account after the typed confirmation (its email) and the password:
 * runs the registered pre-deletion work, ends every session and erases the person's data
 * (profile, roles, sessions and credentials go with the user row). Returns the headers that
 * clear the session cookie.
 */
export async function deleteAccount(
  deps: AccountDeps,
  session: CurrentSession,
  input: { confirmation: string; password: string },
  caller: Caller,
): Promise<Headers> {
  if (input.confirmation !== session.email.toLowerCase()) {
    throw new AppError('INVALID_DATA', { fields: ['confirmation'] });
  }
  const [credential] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, session.userId), eq(accounts.providerId, 'credential')));
  if (credential) await assertCurrentPassword(deps, input.password, caller);

  const profile = await findProfile(deps.db, session.userId);
  await runBeforeAccountDeletion(deps.beforeDeletion, deps.db, session.userId);
  const signedOut = await deps.auth.api.signOut({ headers: caller.headers, returnHeaders: true });
  await deps.db.delete(users).where(eq(users.id, session.userId));
  await recordAudit(deps.db, { type: 'account_deleted', userId: session.userId, ip: caller.ip });
  const language = profile?.language ?? DEFAULT_LANGUAGE;
  try {
    await deps.mailer.send({
      to: session.email,
      ...accountDeleted({ language, firstName: profile?.firstName ?? '' }),
      kind: MAIL_KIND.accountDeleted,
      language,
    });
  } catch (error) {
    // The account is gone either way; a lost goodbye mail must not undo or fail that.
    caller.log?.warn({ err: error }, 'account-deleted mail not sent');
  }
  return signedOut.headers;
}
