// The participant's reminder setting: on by default, off through an unsubscribe link or the
// profile page, on again only from the profile page (a link can never turn mails on).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export async function setReminders(
  db: Db,
  userId: string,
  enabled: boolean,
  now: Date,
): Promise<{ reminders: boolean }> {
  const [row] = await db
    .update(profiles)
    .set({ remindersEnabled: enabled, updatedAt: now })
    .where(eq(profiles.userId, userId))
    .returning({ reminders: profiles.remindersEnabled });
  if (!row) throw new AppError('PROFILE_UPDATE_FAILED', { detail: 'no profile' });
  return row;
}

/** A valid link turns reminders off (again is fine); anything else is refused and changes nothing. */
export async function unsubscribeWithToken(
  db: Db,
  secret: string,
  token: string | undefined,
  now: Date,
): Promise<{ reminders: false }> {
  const userId = token === undefined ? null : verifyUnsubscribeToken(secret, token.trim());
  if (userId === null) throw new AppError('INVALID_UNSUBSCRIBE_LINK', { fields: ['token'] });
  // An account deleted since the mail was sent has nothing left to turn off.
  await db
    .update(profiles)
    .set({ remindersEnabled: false, updatedAt: now })
    .where(eq(profiles.userId, userId));
  return { reminders: false };
}
