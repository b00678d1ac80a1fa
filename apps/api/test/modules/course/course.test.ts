import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@quit/domain/format';
import { courses, giftChoices, refunds, users } from '../../../src/db/schema';
import { settleDueGiftChoices } from '../../../src/modules/money/second-chance';
import { grantRole } from '../../../src/modules/account/people';
import { advanceCourse } from '../../../src/modules/course/advance';
import { recordTestOutcome } from '../../../src/modules/course/outcome';
import { manualClock } from '../../../src/platform/clock';
import {
  addBankAccount,
  newParticipant,
  PUBLIC_URL,
  readyParticipant,
  setCourseState,
  startDonation,
} from '../../support/money';
import { writeDiaryDays } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

// 10:00 in Berlin on Sunday 22 November 2026.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const start = (cookie: string, startDate: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/course',
    headers: { cookie, 'x-language': language },
    payload: { startDate, testTermsVersion: TEST_TERMS_VERSION },
  });
const active = (cookie: string) =>
  t.app.inject({ url: '/api/course/active', headers: { cookie } }).then((r) => r.json());

async function courseRow(participantId: string) {
  const [row] = await t.database.db
    .select()
    .from(courses)
    .where(eq(courses.participantId, participantId));
  return row!;
}

describe('POST /api/course (C3)', () => {
  it.each([
    ['en', 'Please provide required information about yourself before you start a course'],
    ['de', 'Bitte gib die nötigen Angaben zu dir an, bevor du einen Kurs startest'],
  ])('refuses with an incomplete profile (%s)', async (language, message) => {
    const p = await newParticipant(t.app, language);
    const res = await start(p.cookie, '2026-12-01', language);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PROFILE_INCOMPLETE' });
    if (language === 'en') expect(res.json().message).toBe(message);
  });

  it.each(['en', 'de'] as const)(
    'refuses without the minimum balance, naming it (%s)',
    async (language) => {
      const p = await readyParticipant(t.app, { language, fundedCents: 10_000 });
      const res = await start(p.cookie, '2026-12-01', language);
      expect(res.statusCode).toBe(409);
      const minimum = formatMoney(14_000, language);
      expect(res.json()).toMatchObject({
        code: 'BALANCE_TOO_LOW',
        message:
          language === 'en'
            ? `You did not raise enough money. You need at least ${minimum}`
            : expect.stringContaining(minimum),
      });
      expect((await active(p.cookie)).startDateChoice).toEqual({
        allowed: false,
        reason: 'BALANCE_TOO_LOW',
      });
    },
  );

  it.each([
    ['en', 'Please provide a date that is not in the past'],
    ['de', 'Bitte gib ein Datum an, das nicht in der Vergangenheit liegt'],
  ])('refuses a date in the past (%s)', async (language, message) => {
    const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
    const res = await start(p.cookie, '2026-11-21', language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DATE_IN_PAST', message, fields: ['startDate'] });
    expect((await courseRow(p.id)).state).toBe('funding');
  });

  it.each([
    ['en', 'Please choose a start date at most 8 weeks from today'],
    ['de', 'Bitte wähle einen Starttermin höchstens 8 Wochen ab heute'],
  ])('refuses a start date more than 8 weeks ahead (%s)', async (language, message) => {
    const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
    for (const far of ['2027-01-18', '2099-12-31']) {
      const res = await start(p.cookie, far, language);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'START_DATE_TOO_FAR', fields: ['startDate'] });
      expect(res.json<{ message: string }>().message).toContain(message);
      expect((await courseRow(p.id)).state).toBe('funding');
    }
    // 56 days ahead is the last date allowed.
    expect((await start(p.cookie, '2027-01-17', language)).json()).toMatchObject({
      state: 'scheduled',
    });
  });

  it('schedules a future date and starts today’s at once', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    const res = await start(p.cookie, '2026-11-25');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'scheduled',
      startDate: '2026-11-25',
      daysUntilStart: 3,
    });
    // Another date before the start is fine.
    expect((await start(p.cookie, '2026-11-22')).json()).toMatchObject({ state: 'active', day: 1 });
  });

  it.each([
    [
      'en',
      'Your course has already started. A start date can only be chosen before the course begins.',
    ],
    [
      'de',
      'Dein Kurs hat bereits begonnen. Ein Startdatum kannst du nur wählen, bevor der Kurs beginnt.',
    ],
  ] as const)(
    'refuses a new date while the course runs, with 409 (%s)',
    async (language, message) => {
      const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
      expect((await start(p.cookie, '2026-11-22', language)).json()).toMatchObject({
        state: 'active',
      });
      for (const date of ['2026-11-30', '2026-11-21']) {
        const res = await start(p.cookie, date, language);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'COURSE_ALREADY_RUNNING',
          message,
          requestId: expect.any(String),
        });
      }
      expect(await courseRow(p.id)).toMatchObject({ state: 'active', startDate: '2026-11-22' });

      await setCourseState(t.database.db, p.id, 'awaiting_test');
      const waiting = await start(p.cookie, '2026-11-30', language);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({ code: 'COURSE_ALREADY_RUNNING', message });
      expect(await courseRow(p.id)).toMatchObject({
        state: 'awaiting_test',
        startDate: '2026-11-22',
      });
    },
  );

  it('reads "today" in the participant’s time zone, not UTC', async () => {
    const local = manualClock(new Date('2026-11-22T23:30:00Z')); // 00:30 on the 23rd in Berlin
    const app = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
      calendar: local,
    });
    try {
      const p = await readyParticipant(app.app, { fundedCents: 20_000 });
      const past = await app.app.inject({
        method: 'POST',
        url: '/api/course',
        headers: { cookie: p.cookie },
        payload: { startDate: '2026-11-22', testTermsVersion: TEST_TERMS_VERSION },
      });
      expect(past.json().code).toBe('DATE_IN_PAST');
      const today = await app.app.inject({
        method: 'POST',
        url: '/api/course',
        headers: { cookie: p.cookie },
        payload: { startDate: '2026-11-23', testTermsVersion: TEST_TERMS_VERSION },
      });
      expect(today.json()).toMatchObject({ state: 'active', day: 1, today: '2026-11-23' });
    } finally {
      await app.close();
    }
  });
});

describe('scheduled transitions', () => {
  it('runs scheduled → active → awaiting_test → failed with refunds, at Berlin midnights', async () => {
    const c = manualClock(new Date('2026-11-22T09:00:00Z'));
    const app = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
      calendar: c,
    });
    try {
      const p = await readyParticipant(app.app, { fundedCents: 20_000 });
      await app.app.inject({
        method: 'POST',
        url: '/api/course',
        headers: { cookie: p.cookie },
        payload: { startDate: '2026-11-24', testTermsVersion: TEST_TERMS_VERSION },
      });
      const state = async () => {
        await app.app.jobs.runDue();
        const [row] = await app.database.db
          .select()
          .from(courses)
          .where(eq(courses.participantId, p.id));
        return row!.state;
      };
      // 2026-11-23T22:59Z is 23:59 in Berlin on the 23rd: still scheduled.
      c.advance(new Date('2026-11-23T22:59:00Z').getTime() - c.now().getTime());
      expect(await state()).toBe('scheduled');
      c.advance(2 * 60 * 1000); // 00:01 on the 24th in Berlin
      expect(await state()).toBe('active');
      // Day 28 is 2026-12-21; the course waits for the test from the 22nd.
      c.advance(new Date('2026-12-21T22:30:00Z').getTime() - c.now().getTime());
      expect(await state()).toBe('active');
      c.advance(HOUR);
      expect(await state()).toBe('awaiting_test');
      // The verification window ends after 2027-01-18 (day 56).
      c.advance(new Date('2027-01-18T23:30:00Z').getTime() - c.now().getTime());
      expect(await state()).toBe('failed');
      const [course] = await app.database.db
        .select()
        .from(courses)
        .where(eq(courses.participantId, p.id));
      // C7 (record 0081): each supporter is offered the choice first; nothing is refunded yet.
      const refundsOf = () =>
        app.database.db.select().from(refunds).where(eq(refunds.courseId, course!.id));
      expect(await refundsOf()).toEqual([]);
      const offered = await app.database.db
        .select()
        .from(giftChoices)
        .where(eq(giftChoices.courseId, course!.id));
      expect(offered.map((o) => o.state)).toEqual(['open', 'open']);
      // Unanswered after 7 days: the deadline job refunds both.
      c.advance(7 * 24 * HOUR);
      await app.app.jobs.runDue();
      await app.app.jobs.runDue();
      expect((await refundsOf()).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    } finally {
      await app.close();
    }
  });

  it('the deadline job run twice at once refunds once', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    const row = await courseRow(p.id);
    await t.database.db
      .update(courses)
      .set({ state: 'awaiting_test', startDate: '2026-09-01' })
      .where(eq(courses.id, row.id));
    await Promise.all([advanceCourse(t.app.money, row.id), advanceCourse(t.app.money, row.id)]);
    await t.app.jobs.runDue();
    expect((await courseRow(p.id)).state).toBe('failed');
    // C7 (record 0081): the failed course offers each gift the choice once, refunding none yet.
    const offered = await t.database.db
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.courseId, row.id));
    expect(offered).toHaveLength(2);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.courseId, row.id))).toEqual(
      [],
    );
    // Its day-7 job, run twice at once once the 7 days are over, refunds each gift once.
    await t.database.db
      .update(giftChoices)
      .set({ decideBy: clock.now() })
      .where(eq(giftChoices.courseId, row.id));
    await Promise.all([
      settleDueGiftChoices(t.app.money, row.id),
      settleDueGiftChoices(t.app.money, row.id),
    ]);
    await t.app.jobs.runDue();
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.courseId, row.id));
    expect(rows).toHaveLength(2);
  });
});

describe('cancel and outcomes', () => {
  it('cancelling offers every supporter the refund (or keeping it), and shows on their dashboard', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    await start(p.cookie, '2026-11-30');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: {},
    });
    expect(refused.json().code).toBe('INVALID_DATA');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(200);
    // C7 (record 0081): nothing is refunded at once; each supporter is offered the choice.
    expect(res.json()).toMatchObject({
      refunds: 0,
      course: { state: 'cancelled', canCancel: false },
    });
    await t.app.jobs.runDue();
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(again.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(courses).where(eq(courses.participantId, p.id));
    const refundsOf = () =>
      t.database.db.select().from(refunds).where(eq(refunds.courseId, row!.id));
    expect(await refundsOf()).toEqual([]);
    const offered = await t.database.db
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.courseId, row!.id));
    expect(offered.map((o) => o.state)).toEqual(['open', 'open']);
    // Issue 16: visiting the link changes nothing; the ended course stays shown, closed to gifts.
    const page = await t.app.inject({ url: `/api/participant/${p.id}/public` });
    expect(page.json()).toMatchObject({ courseState: 'cancelled', donationsOpen: false });
    expect((await active(p.cookie)).state).toBe('cancelled');
    const late = await startDonation(t.app, p.id);
    expect(late.json()).toMatchObject({ code: 'DONATIONS_CLOSED' });
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/course',
      headers: { cookie: p.cookie },
      payload: { startDate: '2026-11-30', testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.json()).toMatchObject({ code: 'COURSE_ENDED' });
    // The participant opens the next fundraiser themselves; asking twice opens one.
    for (let i = 0; i < 2; i += 1) {
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/course/new',
        headers: { cookie: p.cookie },
      });
      expect(opened.json()).toMatchObject({ state: 'funding', balanceCents: 0 });
    }
    const rows2 = await t.database.db.select().from(courses).where(eq(courses.participantId, p.id));
    expect(rows2.map((c) => c.state).sort()).toEqual(['cancelled', 'funding']);
    // Nobody kept their gift: opening the next attempt refunds both (the default), once.
    await t.app.jobs.runDue();
    expect((await refundsOf()).map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const reopened = await t.app.inject({ url: `/api/participant/${p.id}/public` });
    expect(reopened.json()).toMatchObject({
      courseState: 'funding',
      donationsOpen: true,
      raisedCents: 0,
    });
  });

  it('passed → payout → finish closes the course as paid out', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    await start(p.cookie, '2026-11-22');
    const row = await courseRow(p.id);
    await recordTestOutcome(t.app.money, row.id, { result: 'passed' });
    const early = await t.app.inject({
      method: 'PUT',
      url: '/api/course/finish',
      headers: { cookie: p.cookie },
    });
    expect(early.statusCode).toBe(400);
    await addBankAccount(t.app, p.cookie);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout',
      headers: { cookie: p.cookie },
    });
    expect(payout.json()).toMatchObject({ amountCents: 20_000 });
    await t.app.jobs.runDue();
    const finished = await t.app.inject({
      method: 'PUT',
      url: '/api/course/finish',
      headers: { cookie: p.cookie },
    });
    expect(finished.json()).toMatchObject({ state: 'paid_out', payoutStatus: 'paid' });
  });

  it('a partial outcome with fewer than 7 smoke-free diary days fails and refunds', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    await start(p.cookie, '2026-11-22');
    const row = await courseRow(p.id);
    // Ten diary days, six of them smoke-free (C5 counts only "not smoked since last entry").
    await writeDiaryDays(t.database.db, row.id, { smokeFree: 6, smoked: 4 });
    const course = await recordTestOutcome(t.app.money, row.id, { result: 'partial' });
    expect(course.state).toBe('failed');
    expect(course.smokeFreeDays).toBe(6);
    await t.app.jobs.runDue();
    const finished = await t.app.inject({
      method: 'PUT',
      url: '/api/course/finish',
      headers: { cookie: p.cookie },
    });
    expect(finished.json()).toMatchObject({ state: 'refunded' });
  });

  it('a partial outcome pays out by the smoke-free diary days (C5)', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    await start(p.cookie, '2026-11-22');
    const row = await courseRow(p.id);
    await writeDiaryDays(t.database.db, row.id, { smokeFree: 14, smoked: 3 });
    const course = await recordTestOutcome(t.app.money, row.id, { result: 'partial' });
    expect(course).toMatchObject({ state: 'partial', smokeFreeDays: 14 });
    await addBankAccount(t.app, p.cookie);
    const payout = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout/partial',
      headers: { cookie: p.cookie },
    });
    // share 20000 × 14/28.
    expect(payout.json()).toMatchObject({ kind: 'partial', amountCents: 10_000 });
  });

  it('answers the day with what is due', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 20_000 });
    await start(p.cookie, '2026-11-22');
    const day = await t.app.inject({ url: '/api/course/day', headers: { cookie: p.cookie } });
    // 10:00 in Berlin: videos are due, the diary opens at 18:00.
    expect(day.json()).toMatchObject({
      state: 'active',
      day: 1,
      lengthDays: 28,
      due: { morningVideo: true, eveningVideo: true, diary: false, nicotineTest: false },
    });
  });
});

describe('GET /api/account/export', () => {
  it('gives the caller their data, without donors’ emails', async () => {
    const p = await readyParticipant(t.app, { fundedCents: 10_000 });
    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie: p.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    expect(data.account.email).toBe(p.email);
    expect(data.profile).toMatchObject({ street: 'Unter den Linden' });
    expect(data.donationsReceived).toHaveLength(1);
    expect(res.body).not.toMatch(/donor-\d+/);
    expect((await t.app.inject({ url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('sandbox time travel', () => {
  it('is admin-only and absent with real Stripe', async () => {
    // The test app runs on a manual clock; the travel clock is the default without one.
    const app = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
    try {
      const p = await readyParticipant(app.app, { fundedCents: 20_000 });
      const denied = await app.app.inject({
        method: 'POST',
        url: '/api/admin/clock',
        headers: { cookie: p.cookie },
        payload: { advanceDays: 1 },
      });
      expect(denied.statusCode).toBe(403);
      const [user] = await app.database.db.select().from(users).where(eq(users.email, p.email));
      await grantRole(app.database.db, user!.id, 'admin');
      const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString().slice(0, 10);
      await app.app.inject({
        method: 'POST',
        url: '/api/course',
        headers: { cookie: p.cookie },
        payload: { startDate: tomorrow, testTermsVersion: TEST_TERMS_VERSION },
      });
      const moved = await app.app.inject({
        method: 'POST',
        url: '/api/admin/clock',
        headers: { cookie: p.cookie },
        payload: { advanceDays: 2 },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().offsetMs).toBe(2 * 24 * HOUR);
      // Seconds too: a journey walks a filmed test's wait in short steps (T5).
      const stepped = await app.app.inject({
        method: 'POST',
        url: '/api/admin/clock',
        headers: { cookie: p.cookie },
        payload: { advanceSeconds: 15 },
      });
      expect(stepped.json().offsetMs).toBe(2 * 24 * HOUR + 15_000);
      const course = await app.app.inject({
        url: '/api/course/active',
        headers: { cookie: p.cookie },
      });
      expect(course.json()).toMatchObject({ state: 'active' });
      // The session still works: time travel does not touch session lifetimes.
      expect(course.statusCode).toBe(200);
      await app.app.inject({
        method: 'POST',
        url: '/api/admin/clock',
        headers: { cookie: p.cookie },
        payload: { reset: true },
      });
    } finally {
      await app.close();
    }
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      PUBLIC_URL,
    });
    try {
      expect(
        (await stripe.app.inject({ method: 'POST', url: '/api/admin/clock', payload: {} }))
          .statusCode,
      ).toBe(404);
    } finally {
      await stripe.close();
    }
  });
});
