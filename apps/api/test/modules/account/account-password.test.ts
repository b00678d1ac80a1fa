import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../../src/db/schema';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { createTestApp, type TestApp } from '../../support/test-app';
import { signIn, signUp, someIp } from '../../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://quit.test' });
});
afterAll(() => t.close());

const askReset = (email: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password-reset',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: { email },
  });

const tokenFrom = (text: string) => {
  const match = /http:\/\/quit\.test\/auth\/reset-password\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
};

const confirm = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password-reset/confirm',
    payload: { token, password, passwordConfirmation: confirmation },
  });

describe('password reset', () => {
  it('does the same work for an existing and an unknown account; only the job mails', async () => {
    const { email } = await signUp(t.app, {}, 'de');
    const unknownEmail = 'nobody-here@example.com';
    const known = await askReset(email);
    const unknown = await askReset(unknownEmail);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    // In the request: exactly one queued job for either address, and no mail yet.
    const queued = async (address: string) =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'account.password_reset')))
        .filter((job) => job.payload['email'] === address)
        .map((job) => job.state);
    expect(await queued(email)).toEqual(['queued']);
    expect(await queued(unknownEmail)).toEqual(['queued']);
    expect(await latestMail(t.database.db, { to: email, kind: 'password_reset' })).toBeUndefined();

    await t.app.jobs.runDue();
    expect(await queued(email)).toEqual(['done']);
    expect(await queued(unknownEmail)).toEqual(['done']);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, unknownEmail));
    expect(mails).toHaveLength(0);
    const mail = await latestMail(t.database.db, { to: email, kind: 'password_reset' });
    expect(mail?.language).toBe('de'); // the account's language, not the request's
    expect(mail?.text).toContain('http://quit.test/auth/reset-password?token=');
  });

  it('sets a new password once; the old one stops working, the link cannot be reused, sessions end', async () => {
    const { email, password, cookie } = await signUp(t.app);
    await askReset(email);
    await t.app.jobs.runDue();
    const mail = await latestMail(t.database.db, { to: email, kind: 'password_reset' });
    const token = tokenFrom(mail?.text ?? '');

    expect((await confirm(token, 'new-secret-1', 'other')).json().code).toBe(
      'PASSWORDS_DO_NOT_MATCH',
    );
    expect((await confirm(token, 'new')).json().code).toBe('INVALID_PASSWORD');
    const done = await confirm(token, 'new-secret-1');
    expect(done.statusCode).toBe(200);
    const again = await confirm(token, 'new-secret-2');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_RESET_LINK' });

    expect(
      (await t.app.inject({ url: '/api/account/session', headers: { cookie } })).statusCode,
    ).toBe(401);
    const old = await signIn(t.app, { email, password, role: 'participant' });
    expect(old.response.json().code).toBe('SIGNIN_FAILED');
    const fresh = await signIn(t.app, { email, password: 'new-secret-1', role: 'participant' });
    expect(fresh.response.statusCode).toBe(200);
  });

  it('mails at most 3 reset links per account an hour, answering the same every time', async () => {
    const { email } = await signUp(t.app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await askReset(email));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    await t.app.jobs.runDue();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'password_reset')));
    expect(mails).toHaveLength(3);
  });

  it('refuses a made-up token in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/password-reset/confirm',
      headers: { 'x-language': 'de' },
      payload: { token: 'made-up', password: 'new-secret', passwordConfirmation: 'new-secret' },
    });
    expect(res.json()).toMatchObject({
      code: 'INVALID_RESET_LINK',
      message: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
    });
  });

  it('changing the password needs the current one and ends the other sessions', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const other = await signIn(t.app, { email, password, role: 'participant' });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/password',
        headers: { cookie },
        payload: {
          currentPassword,
          newPassword: 'changed-1',
          newPasswordConfirmation: 'changed-1',
        },
      });
    expect((await change('wrong-one')).json().code).toBe('WRONG_PASSWORD');
    const ok = await change(password);
    expect(ok.statusCode).toBe(200);
    const otherSession = await t.app.inject({
      url: '/api/account/session',
      headers: { cookie: other.cookie },
    });
    expect(otherSession.statusCode).toBe(401);
  });

  it('changing the email needs the current password and a free address', async () => {
    const { cookie, password } = await signUp(t.app);
    const { email: taken } = await signUp(t.app);
    const change = (newEmail: string, currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/email',
        headers: { cookie },
        payload: { newEmail, currentPassword },
      });
    expect((await change('fresh@example.com', 'wrong-pass')).json().code).toBe('WRONG_PASSWORD');
    expect((await change(taken, password)).json().code).toBe('EMAIL_IN_USE');
    const ok = await change('Fresh-Address@Example.com', password);
    // The new address counts once its mailed link is followed (A7; account-email-verification).
    expect(ok.json().user.pendingEmail).toBe('fresh-address@example.com');
  });
});
