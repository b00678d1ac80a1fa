import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../providers/mail/port';

/** What the reminder mails and the unsubscribe endpoint need; built once in app.ts. */
export type ReminderDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** Signs unsubscribe links (app_secrets `reminder_unsubscribe_secret`). */
  unsubscribeSecret: string;
};
