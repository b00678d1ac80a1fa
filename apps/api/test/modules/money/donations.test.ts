import { eq } from 'drizzle-orm';
import { formatMoney } from '@quit/domain/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { signUp, uniqueEmail, verifyEmail } from '../../support/accounts';
import {
  balanceOf,
  checkoutIdOf,
  completeCheckout,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
  moneyTestApp,
} from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await moneyTestApp(clock, 60);
});
afterAll(() => t.close());

describe('POST /api/transaction', () => {
  it('answers a sandbox checkout URL and the fee breakdown of the tier', async () => {
    const participant = await newParticipant(t.app);
    const res = await startDonation(t.app, participant.id, { amountCents: 2_500 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checkoutUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/checkout/cs_sandbox_`));
    // 2500 cents is in the 1000–4999 tier: 15 %.
    expect(body.breakdown).toEqual({
      amountCents: 2_500,
      feeCents: 375,
      shareCents: 2_125,
      chargedCents: 2_500,
    });
    expect(body.currency).toBe('EUR');
  });

  it('charges amount + fee when the donor covers the fee (M6)', async () => {
    const participant = await newParticipant(t.app);
    const res = await startDonation(t.app, participant.id, { amountCents: 10_000, coverFee: true });
    expect(res.json().breakdown).toEqual({
      amountCents: 10_000,
      feeCents: 800,
      shareCents: 10_000,
      chargedCents: 10_800,
    });
  });

  it.each([
    ['en', 99, 'Invalid Amount'],
    ['en', 1_000_001, 'Invalid Amount'],
    ['en', 12.5, 'Invalid Amount'],
    ['de', 50, 'Ungültiger Betrag'],
  ])('refuses a bad amount (%s, %s) and stores nothing', async (language, amountCents, message) => {
    const participant = await newParticipant(t.app);
    const res = await startDonation(
      t.app,
      participant.id,
      { amountCents },
      { 'x-language': language },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_AMOUNT', message, fields: ['amountCents'] });
    const rows = await t.database.db.select().from(donations);
    expect(rows.filter((d) => d.amountCents === amountCents)).toEqual([]);
  });

  it.each([
    'https://evil.example/steal',
    'http://localhost:3000.evil.example/x',
    'javascript:alert(1)',
    '//evil.example/x',
    'http://user:pw@localhost:3000/x',
  ])('refuses a return address off our site: %s', async (redirectUrl) => {
    const participant = await newParticipant(t.app);
    const res = await startDonation(t.app, participant.id, { redirectUrl });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_REDIRECT_URL',
      message: 'The return address must be a page of this site',
    });
  });

  it('answers 404 for someone who is not a participant', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const session = await t.app.inject({
      url: '/api/account/session',
      headers: { cookie: supporter.cookie },
    });
    const res = await startDonation(t.app, session.json().user.id);
    expect(res.statusCode).toBe(404);
    expect((await startDonation(t.app, 'nobody')).statusCode).toBe(404);
  });

  it('refuses unknown fields and a bad email with INVALID_DATA', async () => {
    const participant = await newParticipant(t.app);
    const bad = await startDonation(t.app, participant.id, { donorEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_DATA');
  });

  it('takes 20 concurrent first gifts to a participant who has no course yet, into one course', async () => {
    const participant = await newParticipant(t.app);
    // The first gift opens the fundraiser: those racing it must find that course, not a closed one.
    const started = await Promise.all(
      Array.from({ length: 20 }, () =>
        startDonation(t.app, participant.id, { amountCents: 1_000 }),
      ),
    );
    expect(started.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select({ courseId: donations.courseId })
      .from(donations)
      .innerJoin(courses, eq(courses.id, donations.courseId))
      .where(eq(courses.participantId, participant.id));
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((row) => row.courseId)).size).toBe(1);
  });

  it('closes once day 28 is over', async () => {
    const participant = await newParticipant(t.app);
    await startDonation(t.app, participant.id); // creates the course
    await setCourseState(t.database.db, participant.id, 'active', { startDate: '2026-10-01' });
    const res = await startDonation(t.app, participant.id, {}, { 'x-language': 'de' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DONATIONS_CLOSED',
      message: 'Diese Spendenaktion nimmt keine Spenden mehr an',
    });
    await setCourseState(t.database.db, participant.id, 'active', { startDate: '2026-11-01' });
    expect((await startDonation(t.app, participant.id)).statusCode).toBe(200);
  });

  it('gives the same donation for a repeated idempotency key with the same request', async () => {
    const participant = await newParticipant(t.app);
    const headers = { 'idempotency-key': `key-${Date.now()}-abc` };
    const donorEmail = uniqueEmail('donor');
    const first = await startDonation(t.app, participant.id, { donorEmail }, headers);
    // Defaults count as sent: leaving out `coverFee: false` is the same request.
    const again = await startDonation(
      t.app,
      participant.id,
      { donorEmail, coverFee: undefined },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().donationId).toBe(first.json().donationId);
    expect(again.json().checkoutUrl).toBe(first.json().checkoutUrl);
  });

  it.each([
    [
      'en',
      'This request key was already used for a different request. Please send a new request with a new key.',
    ],
    [
      'de',
      'Dieser Anfrage-Schlüssel wurde schon für eine andere Anfrage verwendet. Bitte sende die Anfrage mit einem neuen Schlüssel.',
    ],
  ] as const)(
    'refuses a repeated idempotency key with another request: 422, nothing stored (%s)',
    async (language, message) => {
      const participant = await newParticipant(t.app);
      const headers = {
        'idempotency-key': `key-${Date.now()}-${language}`,
        'x-language': language,
      };
      const donorEmail = uniqueEmail('donor');
      const first = await startDonation(t.app, participant.id, { donorEmail }, headers);
      expect(first.statusCode).toBe(200);
      for (const other of [{ amountCents: 9_900 }, { donorEmail: uniqueEmail('other') }]) {
        const res = await startDonation(t.app, participant.id, { donorEmail, ...other }, headers);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message });
        expect(res.json().donationId).toBeUndefined();
      }
      const rows = await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.id, first.json().donationId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ amountCents: 2_500, donorEmail });
      const ofCourse = await t.database.db
        .select()
        .from(donations)
        .where(eq(donations.courseId, rows[0]!.courseId));
      expect(ofCourse).toHaveLength(1);
      // The first request still answers with its donation.
      const again = await startDonation(t.app, participant.id, { donorEmail }, headers);
      expect(again.json().donationId).toBe(first.json().donationId);
    },
  );
});

describe('sandbox checkout → webhook → balance', () => {
  it('is pending after paying and available once confirmed, with mails in each language', async () => {
    const participant = await newParticipant(t.app, 'de');
    const donorEmail = uniqueEmail('donor');
    const started = await startDonation(t.app, participant.id, {
      amountCents: 5_000,
      donorEmail,
      donorName: 'Grace Hopper',
    });
    const { checkoutUrl } = started.json();
    const page = await t.app.inject({ url: `/api/sandbox/checkout/${checkoutIdOf(checkoutUrl)}` });
    expect(page.json()).toMatchObject({ status: 'open', amountCents: 5_000, currency: 'EUR' });

    let balance = await balanceOf(t.app, participant.cookie);
    expect(balance.donations).toEqual([]); // an open checkout counts nowhere

    const back = await completeCheckout(t.app, checkoutUrl);
    expect(back).toBe(`${PUBLIC_URL}/supporter/support/${participant.id}?donation=success`);
    balance = await balanceOf(t.app, participant.cookie);
    expect(balance).toMatchObject({ pendingCents: 4_500, availableCents: 0 });
    expect(balance.donations).toMatchObject([{ status: 'pending', name: 'Grace Hopper' }]);

    clock.advance(61_000);
    await t.app.jobs.runDue();
    balance = await balanceOf(t.app, participant.cookie);
    expect(balance).toMatchObject({ pendingCents: 0, availableCents: 4_500 });
    expect(balance.donations).toMatchObject([
      { status: 'available', amountCents: 5_000, shareCents: 4_500 },
    ]);

    const receipt = await latestMail(t.database.db, { to: donorEmail });
    expect(receipt?.subject).toBe('Thank you for supporting Ada L.');
    expect(receipt?.text).toContain('€50.00');
    const notice = await latestMail(t.database.db, { to: participant.email, kind: 'new_donation' });
    expect(notice?.subject).toBe('Du hast eine Spende erhalten');
    expect(notice?.text).toContain(`Grace Hopper unterstützt dich mit ${formatMoney(4_500, 'de')}`);
    expect(notice?.text).not.toContain(donorEmail);
  });

  it('keeps an anonymous donor anonymous to the participant, in mail and page', async () => {
    const participant = await newParticipant(t.app);
    const started = await startDonation(t.app, participant.id, {
      anonymous: true,
      donorName: 'Secret Santa',
    });
    await completeCheckout(t.app, started.json().checkoutUrl);
    clock.advance(61_000);
    await t.app.jobs.runDue();
    const balance = await balanceOf(t.app, participant.cookie);
    expect(balance.donations).toMatchObject([{ name: null, anonymous: true }]);
    const notice = await latestMail(t.database.db, { to: participant.email, kind: 'new_donation' });
    expect(notice?.text).toContain('Someone anonymous supports you');
    expect(notice?.text).not.toContain('Secret Santa');
    const page = await t.app.inject({ url: `/api/participant/${participant.id}/public` });
    expect(page.json().gifts).toMatchObject([{ name: null }]);
    expect(page.body).not.toContain('Secret Santa');
  });

  it('a declined or cancelled checkout never counts', async () => {
    const participant = await newParticipant(t.app);
    for (const action of ['decline', 'cancel'] as const) {
      const started = await startDonation(t.app, participant.id);
      const back = await completeCheckout(t.app, started.json().checkoutUrl, action);
      expect(back).toContain(action === 'cancel' ? 'donation=cancelled' : 'donation=declined');
    }
    const balance = await balanceOf(t.app, participant.cookie);
    expect(balance).toMatchObject({ pendingCents: 0, availableCents: 0, donations: [] });
    const rows = await t.database.db
      .select({ status: donations.status })
      .from(donations)
      .where(eq(donations.courseId, balance.courseId as string));
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  it('links a donation to the supporter account with that verified email (A5, A7)', async () => {
    const participant = await newParticipant(t.app);
    const supporter = await signUp(t.app, { role: 'supporter' });
    await verifyEmail(t.app, supporter.email);
    const started = await startDonation(t.app, participant.id, { donorEmail: supporter.email });
    await completeCheckout(t.app, started.json().checkoutUrl);
    const mine = await t.app.inject({
      url: '/api/supporter/donations',
      headers: { cookie: supporter.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().donations).toMatchObject([
      { participantId: participant.id, participantName: 'Ada L.', status: 'pending' },
    ]);
    expect(mine.json().participants).toMatchObject([
      { id: participant.id, courseState: 'funding' },
    ]);
  });
});
