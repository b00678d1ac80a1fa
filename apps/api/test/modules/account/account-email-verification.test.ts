// Decisions A7: account emails count only once a mailed link proved them; gifts are linked to
// an account only through such an address, and a changed email counts once confirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, mailOutbox, users } from '../../../src/db/schema';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  confirmEmail,
  signIn,
  signUp,
  uniqueEmail,
  verificationTokenFor,
  verifyEmail,
} from '../../support/accounts';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, SANDBOX_CONFIRM_SECONDS: '0' });
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app.inject({ url: '/api/account/session', headers: { cookie } });
const exportOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account/export', headers: { cookie } })).json<{
    account: { email: string; emailVerified: boolean; pendingEmail: string | null };
    donationsMade: { id: string }[];
  }>();
const supporterDonations = async (cookie: string) =>
  (await t.app.inject({ url: '/api/supporter/donations', headers: { cookie } })).json<{
    donations: { id: string }[];
  }>();
const changeEmail = (cookie: string, newEmail: string, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/email',
    headers: { cookie },
    payload: { newEmail, currentPassword },
  });
const resend = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/verify-email/resend', headers: { cookie } });

describe('verification at sign-up', () => {
  it('mails a 24-hour link in the account language; signing in works before it is followed', async () => {
    const { email, password, cookie } = await signUp(t.app, { role: 'supporter' }, 'de');
    expect((await session(cookie)).json().user).toMatchObject({
      emailVerified: false,
      pendingEmail: null,
    });
    await t.app.jobs.runDue();
    const mail = await latestMail(t.database.db, { to: email, kind: 'email_verification' });
    expect(mail?.language).toBe('de');
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für QuitPot');
    expect(mail?.text).toContain(`${PUBLIC_URL}/auth/verify-email?token=`);
    expect(mail?.text).toContain('läuft in 24 Stunden ab');
    const [stored] = await t.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.email, email));
    // Only a hash is kept: the token in the mail is nowhere in the database.
    expect(mail?.text).not.toContain(stored?.tokenHash);
    const token = await verificationTokenFor(t.app, email);
    expect(JSON.stringify(await t.database.db.select().from(emailVerifications))).not.toContain(
      token,
    );

    const signedIn = await signIn(t.app, { email, password, role: 'supporter' });
    expect(signedIn.response.statusCode).toBe(200);
  });

  it('confirms the address once; the link then stops working, in both languages', async () => {
    const { email, cookie } = await signUp(t.app);
    const token = await verificationTokenFor(t.app, email);
    const first = await confirmEmail(t.app, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true, email });
    expect((await session(cookie)).json().user.emailVerified).toBe(true);

    const again = await confirmEmail(t.app, token, 'de');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_VERIFICATION_LINK',
      message:
        'Dieser Bestätigungslink ist ungültig, schon benutzt oder abgelaufen. Melde dich an und fordere einen neuen an.',
    });
    const madeUp = await confirmEmail(t.app, 'made-up-token', 'en');
    expect(madeUp.json()).toMatchObject({
      code: 'INVALID_VERIFICATION_LINK',
      message:
        'This confirmation link is invalid, already used or expired. Sign in and ask for a new one.',
    });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { email, cookie } = await signUp(t.app);
    const token = await verificationTokenFor(t.app, email);
    await t.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, email));
    expect((await confirmEmail(t.app, token)).json().code).toBe('INVALID_VERIFICATION_LINK');
    expect((await session(cookie)).json().user.emailVerified).toBe(false);
  });

  it('sends the link again on request, limited, and nothing once the address is verified', async () => {
    expect((await resend('')).statusCode).toBe(401);
    const { email, cookie } = await signUp(t.app);
    const old = await verificationTokenFor(t.app, email);
    expect((await resend(cookie)).statusCode).toBe(202);
    const fresh = await verificationTokenFor(t.app, email);
    expect(fresh).not.toBe(old);
    expect((await confirmEmail(t.app, fresh)).statusCode).toBe(200);

    const before = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect((await resend(cookie)).statusCode).toBe(202);
    await t.app.jobs.runDue();
    const after = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(after).toHaveLength(before.length);

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend(cookie)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('gifts are linked only through a verified address', () => {
  it('someone who registers another person’s address never sees that person’s gifts', async () => {
    const participant = await newParticipant(t.app);
    const victim = uniqueEmail('victim');
    const squatter = await signUp(t.app, { role: 'supporter', email: victim });
    await donate(t.app, participant.id, { donorEmail: victim, anonymous: true });
    expect((await exportOf(squatter.cookie)).donationsMade).toEqual([]);
    expect((await supporterDonations(squatter.cookie)).donations).toEqual([]);
  });

  it('links earlier gifts of the address when it is verified, and later ones at once', async () => {
    const participant = await newParticipant(t.app);
    const supporter = await signUp(t.app, { role: 'supporter' });
    const before = await donate(t.app, participant.id, { donorEmail: supporter.email });
    expect((await exportOf(supporter.cookie)).donationsMade).toEqual([]);

    await verifyEmail(t.app, supporter.email);
    const after = await donate(t.app, participant.id, { donorEmail: supporter.email });
    const made = (await exportOf(supporter.cookie)).donationsMade.map((d) => d.id).sort();
    expect(made).toEqual([before.donationId, after.donationId].sort());
    const shown = (await supporterDonations(supporter.cookie)).donations.map((d) => d.id);
    expect(shown.sort()).toEqual(made);
  });

  it('a participant who adds the supporter role later gets the gifts of their verified address', async () => {
    const other = await newParticipant(t.app);
    const ada = await newParticipant(t.app);
    await verifyEmail(t.app, ada.email);
    const gift = await donate(t.app, other.id, { donorEmail: ada.email });
    expect((await exportOf(ada.cookie)).donationsMade).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/account/roles',
      headers: { cookie: ada.cookie },
      payload: { role: 'supporter' },
    });
    expect((await exportOf(ada.cookie)).donationsMade.map((d) => d.id)).toEqual([gift.donationId]);
  });
});

describe('changing the email', () => {
  it('keeps the old address until the new one is confirmed, then switches', async () => {
    const { email, password, cookie } = await signUp(t.app, { role: 'supporter' }, 'en');
    await verifyEmail(t.app, email);
    const participant = await newParticipant(t.app);
    const next = uniqueEmail('next');

    const asked = await changeEmail(cookie, next, password);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().user).toMatchObject({ email, emailVerified: true, pendingEmail: next });
    // Unconfirmed, the new address counts for nothing: sign-in and gifts still go by the old one.
    await donate(t.app, participant.id, { donorEmail: next });
    const pending = await exportOf(cookie);
    expect(pending.donationsMade).toEqual([]);
    expect(pending.account).toMatchObject({ email, emailVerified: true, pendingEmail: next });
    const oldSignIn = await signIn(t.app, { email, password, role: 'supporter' });
    expect(oldSignIn.response.statusCode).toBe(200);
    const newSignIn = await signIn(t.app, { email: next, password, role: 'supporter' });
    expect(newSignIn.response.json().code).toBe('SIGNIN_FAILED');

    await t.app.jobs.runDue();
    const mail = await latestMail(t.database.db, { to: next, kind: 'email_verification' });
    expect(mail?.text).toContain(`You asked to use ${next}`);
    await verifyEmail(t.app, next);

    expect((await session(cookie)).json().user).toMatchObject({
      email: next,
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await exportOf(cookie)).donationsMade).toHaveLength(1);
    const signedIn = await signIn(t.app, { email: next, password, role: 'supporter' });
    expect(signedIn.response.statusCode).toBe(200);
    const oldAgain = await signIn(t.app, { email, password, role: 'supporter' });
    expect(oldAgain.response.json().code).toBe('SIGNIN_FAILED');
  });

  it('a newer change or going back to the current address makes earlier links useless', async () => {
    const { email, password, cookie } = await signUp(t.app);
    await verifyEmail(t.app, email);
    const first = uniqueEmail('first');
    await changeEmail(cookie, first, password);
    const firstToken = await verificationTokenFor(t.app, first);
    const second = uniqueEmail('second');
    await changeEmail(cookie, second, password);
    expect((await confirmEmail(t.app, firstToken)).json().code).toBe('INVALID_VERIFICATION_LINK');
    const secondToken = await verificationTokenFor(t.app, second);

    const back = await changeEmail(cookie, email, password);
    expect(back.json().user).toMatchObject({ email, pendingEmail: null });
    expect((await confirmEmail(t.app, secondToken)).json().code).toBe('INVALID_VERIFICATION_LINK');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('refuses the switch when someone else took the address meanwhile', async () => {
    const { password, cookie } = await signUp(t.app);
    const wanted = uniqueEmail('wanted');
    await changeEmail(cookie, wanted, password);
    const token = await verificationTokenFor(t.app, wanted);
    await signUp(t.app, { email: wanted });
    const refused = await confirmEmail(t.app, token, 'de');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
    expect((await session(cookie)).json().user.pendingEmail).toBe(wanted);
  });
});
