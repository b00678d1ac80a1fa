// The mail port: services depend on this, never on nodemailer or the outbox table.
import type { Language } from '@quit/domain/constants';

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

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly kind: 'smtp' | 'outbox';
}
