import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { findProfile } from '../course-row/find-profile';
import { RESET_LINK_VALID_MINUTES, type ResetMailRequest } from '../../platform/auth/better-auth';
import type { Mailer } from '../../providers/mail/port';
import { MAIL_KIND, passwordReset } from '../../providers/mail/templates';

/** Mails the single-use reset link in the account's language. */
export function resetMailSender(db: Db, mailer: Mailer, publicUrl: string) {
  return async ({ userId, email, token }: ResetMailRequest): Promise<void> => {
    const profile = await findProfile(db, userId);
    const language = profile?.language ?? DEFAULT_LANGUAGE;
    const link = `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    const content = passwordReset({
      language,
      firstName: profile?.firstName ?? '',
      link,
      validMinutes: RESET_LINK_VALID_MINUTES,
    });
    await mailer.send({ to: email, ...content, kind: MAIL_KIND.passwordReset, language });
  };
}
