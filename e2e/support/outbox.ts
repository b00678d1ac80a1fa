// Reads mails the app wrote to its local outbox (no SMTP in tests), straight from its database.
import { query } from './database';

/** The newest mail to an address, waiting up to 10 s for it to arrive. */
export async function latestMailTo(
  email: string,
  kind?: string,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await query<{ subject: string; text: string }>(
      `select subject, text from mail_outbox
       where lower("to") = lower($1) and ($2::text is null or kind = $2)
       order by created_at desc limit 1`,
      [email, kind ?? null],
    );
    if (rows[0]) return rows[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first http(s) link in a mail text. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** The token of the newest email-verification link mailed to an address (decisions A7). */
export async function verificationTokenFor(email: string): Promise<string> {
  const mail = await latestMailTo(email, 'email_verification');
  const token = new URL(firstLink(mail.text)).searchParams.get('token');
  if (!token) throw new Error(`no verification token mailed to ${email}`);
  return token;
}
