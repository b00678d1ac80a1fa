// The local mail adapter: mails land in the mail_outbox table and in the log, nothing is sent.
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailMessage, Mailer, SendOptions } from './port';

type OutboxMailerOptions = { db: Db; log: Logger };

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  readonly #db: Db;
  readonly #log: Logger;

  constructor({ db, log }: OutboxMailerOptions) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: MailMessage, options: SendOptions = {}): Promise<void> {
    await (options.tx ?? this.#db).insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? null,
      kind: message.kind,
      language: message.language,
      // The statement's own clock, so mails of one transaction still sort in sending order.
      createdAt: sql`clock_timestamp()`,
    });
    // The plain text is logged on purpose: locally the log is the mailbox (links included).
    const { to, subject, kind, language, text } = message;
    this.#log.info({ mail: { to, subject, kind, language, text } }, 'mail written to the outbox');
  }
}
