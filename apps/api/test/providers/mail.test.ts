import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { connectDatabase, type Database } from '../../src/db/client';
import { createMailer } from '../../src/providers/mail/create-mailer';
import deMail from '../../src/providers/mail/locales/de/mail.json' with { type: 'json' };
import enMail from '../../src/providers/mail/locales/en/mail.json' with { type: 'json' };
import { OutboxMailer } from '../../src/providers/mail/outbox-mailer';
import { latestMail, listOutbox } from '../../src/providers/mail/outbox-reader';
import type { MailMessage, SendOptions } from '../../src/providers/mail/port';
import { sendMailOnce } from '../../src/providers/mail/send-once';
import { MailSendError, SmtpMailer } from '../../src/providers/mail/smtp-mailer';
import {
  accountDeleted,
  MAIL_KIND,
  passwordReset,
  welcome,
} from '../../src/providers/mail/templates';
import { createTestDatabase } from '../support/test-app';

const LINK = 'https://quitpot.test/reset-password/abcdefghijklmnopqrstuvwxyz0123456789?next=%2Fde';

// --- A loopback SMTP server and just enough MIME decoding to read what it received. ---

type Received = { raw: string; rcptTo: string[]; user: string | undefined };

async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded-words such as =?UTF-8?Q?zur=C3=BCck?= (whitespace between words drops). */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replaceAll('_', ' ')),
    );

function header(head: string, name: string): string | undefined {
  const lines = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const line = lines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

function splitEntity(entity: string): { head: string; body: string } {
  const at = entity.search(/\r?\n\r?\n/);
  return { head: entity.slice(0, at), body: entity.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function readMail(raw: string) {
  const { head, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(header(head, 'Content-Type') ?? '')?.[1];
  const parts = boundary === undefined ? [raw] : body.split(`--${boundary}`).slice(1, -1);
  const part = (type: string) => {
    const found = parts
      .map(splitEntity)
      .find((p) => header(p.head, 'Content-Type')?.includes(type));
    if (found === undefined) return undefined;
    const encoding = header(found.head, 'Content-Transfer-Encoding');
    if (encoding === 'base64') return Buffer.from(found.body, 'base64').toString('utf8');
    return encoding === 'quoted-printable' ? decodeQuotedPrintable(found.body) : found.body;
  };
  return {
    from: header(head, 'From'),
    to: header(head, 'To'),
    subject: header(head, 'Subject'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

const message = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'ada@example.com',
  kind: MAIL_KIND.passwordReset,
  language: 'de',
  ...passwordReset({ language: 'de', firstName: 'Jürgen', link: LINK, validMinutes: 60 }),
  ...overrides,
});

describe('SmtpMailer against a loopback SMTP server', () => {
  it('delivers subject, text and HTML to the recipient, signing in with the URL', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new SmtpMailer({ url: `smtp://user:secret@127.0.0.1:${smtp.port}` });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(message());

      expect(smtp.received).toHaveLength(1);
      const [received] = smtp.received;
      expect(received?.rcptTo).toEqual(['ada@example.com']);
      expect(received?.user).toBe('user');
      const mail = readMail(received?.raw ?? '');
      expect(mail.to).toBe('ada@example.com');
      expect(mail.from).toBe('QuitPot <no-reply@localhost>');
      expect(mail.subject).toBe('Setze dein QuitPot-Passwort zurück');
      expect(mail.text).toContain('Hallo Jürgen,');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK}"`);
    } finally {
      await smtp.close();
    }
  });

  it('sends from the configured address and without HTML when there is none', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new SmtpMailer({
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: 'QuitPot <hello@quitpot.test>',
      });
      await mailer.send({
        to: 'bob@example.com',
        subject: 'Plain ASCII subject',
        text: 'Just text.',
        kind: 'test',
        language: 'en',
      });
      const mail = readMail(smtp.received[0]?.raw ?? '');
      expect(mail).toMatchObject({
        from: 'QuitPot <hello@quitpot.test>',
        to: 'bob@example.com',
        subject: 'Plain ASCII subject',
        html: undefined,
      });
      expect(smtp.received[0]?.raw).toContain('Just text.');
    } finally {
      await smtp.close();
    }
  });

  it('sends extra headers such as List-Unsubscribe (RFC 8058) with the mail', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}` });
      const oneClick = 'https://quitpot.test/api/reminders/unsubscribe?token=abc.def';
      await mailer.send(
        message({
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }),
      );
      const raw = smtp.received[0]?.raw.replace(/\r?\n[ \t]+/g, ' ') ?? '';
      expect(raw).toMatch(
        new RegExp(`^List-Unsubscribe: <${oneClick.replaceAll('?', '\\?')}>`, 'm'),
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(raw).toMatch(/^Content-Language: de/m);
    } finally {
      await smtp.close();
    }
  });

  it('rejects when the server refuses the recipient, without revealing the password', async () => {
    const smtp = await startSmtpServer({
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such user here'), { responseCode: 550 })),
    });
    try {
      const mailer = new SmtpMailer({ url: `smtp://user:secret@127.0.0.1:${smtp.port}` });
      const error: unknown = await mailer.send(message()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailSendError);
      expect((error as MailSendError).message).toContain('password_reset');
      expect((error as MailSendError).message).not.toContain('secret');
      expect((error as MailSendError).responseCode).toBe(550);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('rejects a refused sign-in and an unreachable server, without revealing the password', async () => {
    // A careless server that echoes the password it refused: the adapter must still hide it.
    const smtp = await startSmtpServer({
      onAuth: (auth, _session, callback) => callback(new Error(`Wrong password ${auth.password}`)),
    });
    const url = `smtp://user:p%40ss-w0rd-42@127.0.0.1:${smtp.port}`;
    const refused = await new SmtpMailer({ url }).send(message()).catch((e: unknown) => e as Error);
    await smtp.close();
    const unreachable = await new SmtpMailer({ url })
      .send(message())
      .catch((e: unknown) => e as Error);

    expect(refused?.message).toContain('Wrong password [redacted]');
    for (const error of [refused, unreachable]) {
      expect(error).toBeInstanceOf(MailSendError);
      expect(error?.message).not.toMatch(/p%40ss-w0rd-42|p@ss-w0rd-42/);
      expect(error?.message).toContain(`smtp://127.0.0.1:${smtp.port}`);
    }
  });

  it('refuses a URL that is not smtp:// or smtps:// without echoing it', () => {
    expect(() => new SmtpMailer({ url: 'http://user:secret@mail.test' })).toThrow(/smtps?:\/\//);
    expect(() => new SmtpMailer({ url: 'not a url secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret') as unknown }),
    );
  });
});

describe('OutboxMailer and the outbox reader', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: Database;
  const logLines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = connectDatabase(testDb.url, { max: 2 });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  it('stores the mail and logs recipient, subject, kind and text', async () => {
    const mailer = new OutboxMailer({ db: database.db, log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send(message({ to: 'outbox@example.com' }));

    const mail = await latestMail(database.db, { to: 'outbox@example.com' });
    expect(mail).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Setze dein QuitPot-Passwort zurück',
      kind: 'password_reset',
      language: 'de',
    });
    expect(mail?.text).toContain(LINK);
    expect(mail?.html).toContain('<!doctype html>');

    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0] ?? '{}') as { mail?: Record<string, unknown> };
    expect(line.mail).toMatchObject({
      to: 'outbox@example.com',
      subject: 'Setze dein QuitPot-Passwort zurück',
      kind: 'password_reset',
    });
    expect(line.mail?.text).toContain(LINK);
  });

  it('finds the newest mail by address (any case) and kind, and lists newest first', async () => {
    const mailer = new OutboxMailer({ db: database.db, log });
    const to = 'Grace@Example.com';
    await mailer.send(message({ to, subject: 'first reset' }));
    await mailer.send(message({ to, kind: 'welcome', subject: 'welcome' }));
    await mailer.send(message({ to, subject: 'second reset' }));

    expect((await latestMail(database.db, { to: 'grace@example.com' }))?.subject).toBe(
      'second reset',
    );
    expect((await latestMail(database.db, { to, kind: 'welcome' }))?.subject).toBe('welcome');
    expect(await latestMail(database.db, { to, kind: 'account_deleted' })).toBeUndefined();
    expect(await latestMail(database.db, { to: 'nobody@example.com' })).toBeUndefined();

    const listed = await listOutbox(database.db, { limit: 2 });
    expect(listed.map((m) => m.subject)).toEqual(['second reset', 'welcome']);
  });

  it('sendMailOnce writes the outbox row through its own transaction: one connection is enough, and a failed send leaves neither claim nor mail', async () => {
    // One connection in the pool: a send that took a second one beside its claim's transaction
    // would wait for ever (the hang of several parallel mail jobs on a small pool).
    const single = connectDatabase(testDb.url, { max: 1 });
    const clock = { now: () => new Date('2027-03-28T01:30:00Z') };
    try {
      const mailer = new OutboxMailer({ db: single.db, log });
      const deps = { db: single.db, mailer, clock };
      const to = 'once@example.com';
      const key = `send-once-test:${to}`;
      const sent = await Promise.race([
        sendMailOnce(deps, key, message({ to, subject: 'once' })),
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 10_000).unref()),
      ]);
      expect(sent).toBe(true);
      expect(await sendMailOnce(deps, key, message({ to, subject: 'twice' }))).toBe(false);
      expect((await listOutbox(single.db, { limit: 50 })).filter((m) => m.to === to)).toHaveLength(
        1,
      );

      // The claim and the row go back together when the transaction fails after the write.
      const failing = {
        kind: 'outbox' as const,
        send: async (m: MailMessage, options?: SendOptions) => {
          await mailer.send(m, options);
          throw new Error('the send failed after its row was written');
        },
      };
      const lostTo = 'lost@example.com';
      await expect(
        sendMailOnce(
          { ...deps, mailer: failing },
          `send-once-test:${lostTo}`,
          message({ to: lostTo }),
        ),
      ).rejects.toThrow('the send failed');
      expect(await latestMail(single.db, { to: lostTo })).toBeUndefined();
      expect(await sendMailOnce(deps, `send-once-test:${lostTo}`, message({ to: lostTo }))).toBe(
        true,
      );
    } finally {
      await single.close();
    }
  });

  it('createMailer picks the outbox without SMTP_URL and SMTP with it', () => {
    expect(createMailer({ smtpUrl: undefined, db: database.db, log }).kind).toBe('outbox');
    const smtpUrl = 'smtp://127.0.0.1:2525';
    expect(createMailer({ smtpUrl, db: database.db, log }).kind).toBe('smtp');
  });
});

describe('mail templates', () => {
  const reset = (language: 'de' | 'en', firstName = 'Ada') =>
    passwordReset({ language, firstName, link: LINK, validMinutes: 60 });

  it('renders the password reset in German (du) and English with name, link and expiry', () => {
    const de = reset('de');
    const en = reset('en');
    for (const mail of [de, en]) {
      expect(mail.text).toContain('Ada');
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain('Ada');
      expect(mail.html).toContain(`href="${LINK}"`);
      expect(mail.html).toContain(`>${LINK}</a>`);
    }
    expect(de.subject).not.toBe(en.subject);
    expect(de.text).toContain('Hallo Ada,');
    expect(de.text).toContain('dein QuitPot-Konto');
    expect(de.text).toContain('nur einmal und läuft in 60 Minuten ab');
    expect(de.text).toContain('ignoriere diese E-Mail');
    expect(de.text).not.toMatch(/\b(Sie|Ihr|Ihnen)\b/);
    expect(de.html).toContain('lang="de"');
    expect(en.text).toContain('Hi Ada,');
    expect(en.text).toContain('works only once and expires in 60 minutes');
    expect(en.text).toContain('ignore this email');
    expect(
      passwordReset({ language: 'en', firstName: 'Ada', link: LINK, validMinutes: 1 }).text,
    ).toContain('expires in 1 minute.');
  });

  it('escapes names in HTML but keeps the plain text as written', () => {
    const mail = reset('en', '<script>alert("x")</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('Hi <script>alert("x")</script>,');
    const deleted = accountDeleted({ language: 'de', firstName: 'Tom & <b>Jerry</b>' });
    expect(deleted.html).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
  });

  it('greets without a name when the first name is blank', () => {
    expect(reset('de', '  ').text.startsWith('Hallo,\n')).toBe(true);
  });

  it('refuses links that are not absolute http(s) URLs', () => {
    expect(() =>
      passwordReset({
        language: 'en',
        firstName: 'A',
        link: 'javascript:alert(1)',
        validMinutes: 5,
      }),
    ).toThrow(/http/);
    expect(() =>
      welcome({ language: 'en', firstName: 'A', role: 'supporter', link: '/x' }),
    ).toThrow(/http/);
  });

  it('renders account deletion and welcome mails per language and role', () => {
    const deleted = {
      de: accountDeleted({ language: 'de', firstName: 'Ada' }),
      en: accountDeleted({ language: 'en', firstName: 'Ada' }),
    };
    expect(deleted.de.subject).toBe('Dein QuitPot-Konto wurde gelöscht');
    expect(deleted.en.subject).toBe('Your QuitPot account has been deleted');
    expect(deleted.de.text).toContain('Hallo Ada,');

    const texts = (['participant', 'supporter', 'admin'] as const).flatMap((role) =>
      (['de', 'en'] as const).map((language) => welcome({ language, firstName: 'Ada', role }).text),
    );
    expect(new Set(texts).size).toBe(6);
    expect(welcome({ language: 'de', firstName: 'Ada', role: 'participant' }).text).toContain(
      'In 28 Tagen',
    );
    const withLink = welcome({
      language: 'en',
      firstName: 'Ada',
      role: 'participant',
      link: 'https://quitpot.test/dashboard',
    });
    expect(withLink.html).toContain('href="https://quitpot.test/dashboard"');
    expect(welcome({ language: 'en', firstName: 'Ada', role: 'supporter' }).html).not.toContain(
      '<a ',
    );
  });

  it('has the same keys in the German and English catalogues', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const de = keys(deMail).sort();
    const en = keys(enMail).sort();
    expect(de.length).toBeGreaterThan(10);
    expect(de).toEqual(en);
  });
});
