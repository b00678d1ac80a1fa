// Chooses the mail adapter from configuration: SMTP when SMTP_URL is set, else the local outbox.
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { OutboxMailer } from './outbox-mailer';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp-mailer';

export type CreateMailerOptions = {
  smtpUrl: string | undefined;
  /** The sender, such as `QuitPot <no-reply@example.com>`; SMTP only. */
  from?: string;
  db: Db;
  log: Logger;
};

export function createMailer({ smtpUrl, from, db, log }: CreateMailerOptions): Mailer {
  if (smtpUrl === undefined || smtpUrl.trim() === '') return new OutboxMailer({ db, log });
  return new SmtpMailer({ url: smtpUrl, ...(from === undefined ? {} : { from }) });
}
