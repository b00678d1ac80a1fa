// The mail port: services depend on this, never on nodemailer or the outbox table.
import type { Language } from '@quit/domain/constants';
import type { Tx } from '../../db/client';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable name of the mail's purpose, such as `password_reset`; operators and tests filter by it. */
  kind: string;
  language: Language;
  /** Extra headers, such as List-Unsubscribe (RFC 8058); never From, To or Subject. */
  headers?: Record<string, string>;
};

/** What a template renders: a message without its recipient, kind and language. */
export type MailContent = Pick<MailMessage, 'subject' | 'text'> & { html: string };

/**
 * Where a send happens. A caller inside a transaction passes it: the outbox then writes its row
 * through that transaction (one connection, and the mail is rolled back with it); SMTP has no
 * part in the database and ignores it.
 */
export type SendOptions = { tx?: Tx };

export interface Mailer {
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}
