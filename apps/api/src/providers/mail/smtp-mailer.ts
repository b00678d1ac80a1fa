// The real mail adapter: nodemailer over SMTP, configured by one smtp:// or smtps:// URL.
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { MailMessage, Mailer } from './port';

export const DEFAULT_MAIL_FROM = 'QuitPot <no-reply@localhost>';

/** A failed delivery; its message names the server but never the URL's password. */
export class MailSendError extends Error {
  override name = 'MailSendError';
  readonly code: string | undefined;
  readonly responseCode: number | undefined;

  constructor(message: string, details: { code?: string; responseCode?: number } = {}) {
    super(message);
    this.code = details.code;
    this.responseCode = details.responseCode;
  }
}

type SmtpMailerOptions = { url: string; from?: string };

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  readonly #transport: Transporter<SMTPTransport.SentMessageInfo>;
  readonly #from: string;
  readonly #server: string;
  readonly #secrets: string[];

  constructor({ url, from = DEFAULT_MAIL_FROM }: SmtpMailerOptions) {
    // URL parse errors carry the input (with its password) along, so they are never rethrown.
    const parsed = URL.canParse(url) ? new URL(url) : undefined;
    if (parsed?.protocol !== 'smtp:' && parsed?.protocol !== 'smtps:') {
      throw new MailSendError('SMTP_URL must be an smtp:// or smtps:// URL');
    }
    this.#server = `${parsed.protocol}//${parsed.host}`;
    this.#secrets = [url, parsed.password, decodedOrSame(parsed.password)].filter(
      (secret) => secret !== '',
    );
    this.#from = from;
    this.#transport = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } satisfies SMTPTransport.Options);
  }

  async send(message: MailMessage): Promise<void> {
    try {
      await this.#transport.sendMail({
        from: this.#from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: { ...message.headers, 'Content-Language': message.language },
      });
    } catch (error) {
      throw this.#sendError(message.kind, error);
    }
  }

  #sendError(kind: string, error: unknown): MailSendError {
    const reason = error instanceof Error ? error.message : String(error);
    const details: NodemailerErrorFields =
      typeof error === 'object' && error !== null ? (error as NodemailerErrorFields) : {};
    const safeReason = this.#secrets.reduce(
      (text, secret) => text.replaceAll(secret, '[redacted]'),
      reason,
    );
    return new MailSendError(`Sending the ${kind} mail via ${this.#server} failed: ${safeReason}`, {
      ...(typeof details.code === 'string' ? { code: details.code } : {}),
      ...(typeof details.responseCode === 'number' ? { responseCode: details.responseCode } : {}),
    });
  }
}

function decodedOrSame(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type NodemailerErrorFields = { code?: unknown; responseCode?: unknown };
