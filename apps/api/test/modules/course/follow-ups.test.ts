// C8 (records 0082, 0083): follow-up tests at 3 and 6 months after a passed course, through the
// nicotine test's own witnessed flow, and the stay-quit bonus pot of the 3-month test: joined only
// after a pass and only by the owner; gifts refused while the pot is closed (nothing stored); a
// 3-month pass pays the pot out, a fail or a missed test refunds it (the missed job twice); a
// 6-month pass earns the badge, the Hall of Fame mark and the followers' mail; operators only.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  donations,
  followUps,
  ledgerEntries,
  mailOutbox,
  participantBadges,
  payouts,
  refunds,
} from '../../../src/db/schema';
import { formatDate } from '@quit/domain/format';
import { markMissedFollowUps } from '../../../src/modules/course/follow-up-outcomes';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { trailToken } from '../../../src/modules/money/trail-token';
import { sweepMoney } from '../../../src/modules/money/sweeper';
import { HELD_ACCOUNTS, keptBalanceMismatches } from '../../../src/modules/money/ledger';
import { manualClock } from '../../../src/platform/clock';
import { someIp, uniqueEmail } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import {
  addBankAccount,
  completeCheckout,
  newParticipant,
  PUBLIC_URL,
  readyParticipant,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';

const DAY = 24 * 60 * 60 * 1000;
const METRICS_TOKEN = 'metrics-token-follow-ups-0123456789';
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, METRICS_TOKEN }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, courseOf, newKit, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

type Status = {
  eligibleCourseId: string | null;
  courseId: string | null;
  passedOn: string | null;
  tests: {
    id: string;
    stage: string;
    state: string;
    opensOn: string;
    closesOn: string;
    opensAt: string;
    closesAt: string;
    result: string | null;
    testkit: { id: string; test: { result: string | null } | null } | null;
  }[];
  bonusPot: { state: string; raisedCents: number; supporters: number; names: string[] } | null;
};

const status = async (cookie: string) =>
  (await call('GET', '/api/participant/follow-ups', cookie)).json<Status>();
const join = (cookie: string, courseId: string, language = 'en') =>
  call('POST', '/api/participant/follow-ups', cookie, { courseId }, language);

/** A participant whose course test passed today (the reused flow), with a payout method. */
async function passedParticipant(language = 'en') {
  const p = await day28WithKit(admin, { fundedCents: 20_000, language });
  await waitedFiveMinutes(p.cookie, p.kit.code);
  const res = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
    image: await kitPhoto(p.kit.code, LINES.passed),
  });
  expect(res.json()).toMatchObject({ status: 'final', result: 'passed' });
  expect((await courseOf(p.id)).state).toBe('passed');
  expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
  return p;
}

async function joined(language = 'en') {
  const p = await passedParticipant(language);
  const res = await join(p.cookie, p.course.id, language);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, status: res.json<Status>() };
}

/** A gift to the stay-quit bonus pot through the usual checkout. */
function startBonusGift(participantId: string, input: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/transaction',
    remoteAddress: someIp(),
    headers: { 'x-language': 'en' },
    payload: {
      participantId,
      amountCents: 5_000,
      donorName: 'Grace Hopper',
      donorEmail: uniqueEmail('bonus'),
      redirectUrl: `${PUBLIC_URL}/supporter/support/${participantId}`,
      pot: 'stay_quit',
      ...input,
    },
  });
}

async function bonusGift(participantId: string, input: Record<string, unknown> = {}) {
  const started = await startBonusGift(participantId, input);
  expect(started.statusCode, started.body).toBe(200);
  await completeCheckout(t.app, started.json().checkoutUrl);
  return started.json<{ donationId: string }>().donationId;
}

async function postKit(followUpId: string) {
  const kit = await newKit(admin);
  const res = await call('POST', `/api/admin/follow-ups/${followUpId}/kit`, admin, {
    testkitId: kit.id,
    trackingText: 'DHL 123',
  });
  expect(res.statusCode, res.body).toBe(200);
  // Audited as a course's kit assignment, on the participant's page.
  const [event] = await t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.type, 'admin_kit_assigned'),
        sql`${auditEvents.detail}->>'followUpId' = ${followUpId}`,
      ),
    );
  expect(event?.detail).toMatchObject({ kitId: kit.id, followUpId });
  return kit;
}

/** The "kit posted" mail of the follow-up test's kit (the first was the course's own kit). */
async function followUpKitMail(email: string) {
  await t.app.jobs.runDue();
  const [, posted] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'test_kit_posted')))
    .orderBy(mailOutbox.createdAt);
  expect(posted).toBeDefined();
  return posted!;
}

/** Moves the product's clock to `at` (never back). */
function moveTo(at: string | Date) {
  const target = new Date(at).getTime();
  if (target > clock.now().getTime()) clock.advance(target - clock.now().getTime());
}

async function countRows() {
  const [row] = await t.database.db
    .execute<{ f: string; d: string; l: string }>(
      sql`select (select count(*) from follow_ups) as f, (select count(*) from donations) as d, (select count(*) from ledger_entries) as l`,
    )
    .then((r) => r.rows);
  return row;
}

async function expectBooksAgree() {
  const db = t.database.db;
  const [total] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  expect(Number(total!.sum)).toBe(0);
  expect(await keptBalanceMismatches(db)).toEqual([]);
  // The operators' totals are the ledger's.
  const money = (await call('GET', '/api/admin/money/totals', admin)).json();
  const [bonus] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, ['bonus_share', 'bonus_fee', 'bonus_paying_out']));
  expect(money.bonusCents).toBe(Number(bonus!.cents));
  // Money on the participant's payout account is not the platform's (either pot's).
  const held = HELD_ACCOUNTS.filter(
    (a) => !a.includes('pending') && a !== 'payout_returned' && a !== 'bonus_payout_returned',
  );
  const [heldRow] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, held));
  expect(money.heldCents).toBe(Number(heldRow!.cents));
  // /metrics tells the same figures: every ledger account, and the bonus pots as held.
  const metrics = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.statusCode).toBe(200);
  const sample = (name: string, label: string) =>
    Number(
      metrics.body
        .split('\n')
        .find((l) => l.startsWith(`${name}{${label}}`))
        ?.split(' ')
        .pop(),
    );
  for (const [account, cents] of Object.entries(money.accounts as Record<string, number>)) {
    expect(sample('quitpot_ledger_balance_cents', `account="${account}"`), account).toBe(cents);
  }
  const bonusHeld = (money.accounts.bonus_share ?? 0) + (money.accounts.bonus_fee ?? 0);
  expect(sample('quitpot_money_held_cents', 'state="bonus"')).toBe(bonusHeld);
}

describe('joining follow-up tests (C8)', () => {
  it('lets only the owner join, only after a pass, once; refusals change nothing', async () => {
    const funding = await readyParticipant(t.app, { fundedCents: 10_000 });
    const fundingCourse = await courseOf(funding.id);
    const before = await countRows();
    const early = await join(funding.cookie, fundingCourse.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('FOLLOW_UP_NOT_ELIGIBLE');
    expect((await status(funding.cookie)).eligibleCourseId).toBeNull();

    const p = await passedParticipant();
    expect((await status(p.cookie)).eligibleCourseId).toBe(p.course.id);
    // Someone else's course, a supporter, nobody: refused.
    const other = await join(funding.cookie, p.course.id);
    expect(other.statusCode).toBe(404);
    const supporter = await newParticipant(t.app);
    expect((await join(supporter.cookie, p.course.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/participant/follow-ups',
      payload: { courseId: p.course.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await call('POST', '/api/participant/follow-ups', p.cookie, { courseId: 'x' });
    expect(bad.json().code).toBe('INVALID_DATA');
    expect((await countRows())!.f).toBe(before!.f);

    const res = await join(p.cookie, p.course.id, 'de');
    expect(res.statusCode).toBe(200);
    const body = res.json<Status>();
    expect(body.eligibleCourseId).toBeNull();
    expect(body.courseId).toBe(p.course.id);
    expect(body.passedOn).toBe('2026-11-22');
    expect(body.tests.map((x) => [x.stage, x.state, x.opensOn, x.closesOn])).toEqual([
      ['three_months', 'enrolled', '2027-02-22', '2027-03-21'],
      ['six_months', 'enrolled', '2027-05-22', '2027-06-18'],
    ]);
    expect(body.bonusPot).toMatchObject({ state: 'open', raisedCents: 0, supporters: 0 });
    // Again: the same answer, nothing added.
    const again = await join(p.cookie, p.course.id);
    expect(again.json<Status>().tests.map((x) => x.id)).toEqual(body.tests.map((x) => x.id));
    const rows = await t.database.db
      .select()
      .from(followUps)
      .where(eq(followUps.courseId, p.course.id));
    expect(rows).toHaveLength(2);
  });
});

describe('the stay-quit bonus pot (record 0083)', () => {
  it('refuses gifts while no pot is open and stores nothing', async () => {
    const p = await passedParticipant();
    const before = await countRows();
    const refused = await startBonusGift(p.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BONUS_POT_CLOSED');
    expect(await countRows()).toEqual(before);
    const publicView = (await t.app.inject({ url: `/api/participant/${p.id}/public` })).json();
    expect(publicView.bonusPot).toBeNull();
  });

  it('takes gifts after joining; the public page shows totals only, the participant named supporters only', async () => {
    const p = await joined();
    const named = uniqueEmail('named');
    const hidden = uniqueEmail('hidden');
    await bonusGift(p.id, { donorEmail: named, donorName: 'Named Donor' });
    await bonusGift(p.id, { donorEmail: hidden, donorName: 'Secret Donor', anonymous: true });
    await t.app.jobs.runDue();
    // Each donor gets the usual receipt with its "where my money went" link.
    for (const to of [named, hidden]) {
      const receipts = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'donation_receipt')));
      expect(receipts, to).toHaveLength(1);
      expect(receipts[0]!.text).toContain(`/donation/`);
      expect(receipts[0]!.text).toContain('stay-quit bonus pot');
      expect(receipts[0]!.text).not.toContain('end of the 28 days');
    }
    const res = await t.app.inject({ url: `/api/participant/${p.id}/public` });
    const view = res.json();
    expect(view.bonusPot).toMatchObject({
      state: 'open',
      open: true,
      givenCents: 10_000,
      supporterCount: 2,
      opensOn: '2027-02-22',
      closesOn: '2027-03-21',
    });
    // M4: 5000 cents carry a 10 % fee: 4500 each for the participant.
    expect(view.bonusPot.raisedCents).toBe(9_000);
    // The course's own figures leave the bonus out.
    expect(view.gifts.some((g: { name: string | null }) => g.name === 'Named Donor')).toBe(false);
    expect(res.body).not.toContain(named);
    expect(res.body).not.toContain(hidden);
    expect(res.body).not.toContain('Secret Donor');
    const mine = await call('GET', '/api/participant/follow-ups', p.cookie);
    expect(mine.json().bonusPot).toMatchObject({
      state: 'open',
      raisedCents: 9_000,
      supporters: 2,
      names: ['Named Donor'],
    });
    expect(mine.body).not.toContain(named);
    expect(mine.body).not.toContain(hidden);
    const b = await courseBalances(t.database.db, p.course.id);
    expect(b).toMatchObject({ bonus_share: 9_000, bonus_fee: 1_000 });
    expect(b.available_share).toBe(20_000);
    await expectBooksAgree();
  });
});

describe('the follow-up test through the witnessed flow', () => {
  it('passes at 3 months: the pot is paid out (fees as M8), the course payout stays its own', async () => {
    const p = await joined();
    const [three] = p.status.tests;
    await bonusGift(p.id);
    // Operators see the kit to post, with the address; only they may post it.
    const toPost = (await call('GET', '/api/admin/follow-ups/kits', admin)).json();
    expect(toPost.kits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          followUpId: three!.id,
          address: expect.objectContaining({ city: 'Berlin', postalCode: '10117' }),
        }),
      ]),
    );
    const kit = await postKit(three!.id);
    expect((await status(p.cookie)).tests[0]!.state).toBe('kit_sent');
    // The kit's mail names the follow-up test and its window.
    const posted = await followUpKitMail(p.email);
    expect(posted.text).toContain(
      `We have posted the nicotine test kit for your 3-month follow-up test. You can take the test from ${formatDate(three!.opensOn, 'en')} until ${formatDate(three!.closesOn, 'en')}.`,
    );
    // Before the window: the kit is found but the test is not open.
    const early = await call('POST', `/api/testkit/${kit.code}/start`, p.cookie);
    expect(early.json().code).toBe('TEST_NOT_OPEN');

    moveTo(new Date(new Date(three!.opensAt).getTime() + 10 * 60 * 60 * 1000));
    expect((await status(p.cookie)).tests[0]!.state).toBe('due');
    // While the window is open the course's kit view (the phone's hand-off asks there) shows it.
    const shown = await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie);
    expect(shown.json().testkit.id).toBe(kit.id);
    const film = await waitedFiveMinutes(p.cookie, kit.code);
    const res = await call('POST', `/api/testkit/${kit.code}/photo`, p.cookie, {
      image: await kitPhoto(kit.code, LINES.passed),
      recordingId: film.id,
    });
    expect(res.json()).toMatchObject({ status: 'final', result: 'passed' });
    await t.app.jobs.runDue();
    const after = await status(p.cookie);
    expect(after.tests[0]).toMatchObject({ state: 'passed', result: 'passed' });
    expect(after.tests[0]!.testkit?.test?.result).toBe('passed');
    expect(after.bonusPot?.state).toBe('paid_out');
    const paid = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.courseId, p.course.id), eq(payouts.pot, 'stay_quit')));
    expect(paid.map((x) => [x.amountCents, x.feeCents, x.status])).toEqual([[4_500, 500, 'paid']]);
    const b = await courseBalances(t.database.db, p.course.id);
    expect(b).toMatchObject({ bonus_share: 0, bonus_fee: 0, bonus_paid_out: 4_500 });
    expect(b.available_share).toBe(20_000);
    // The course's own payout pays the course's share only.
    const course = await call('POST', '/api/participant/payout', p.cookie);
    expect(course.json()).toMatchObject({ amountCents: 20_000 });
    // The test's kind and owner.
    const [gift] = await t.database.db
      .select()
      .from(donations)
      .where(and(eq(donations.courseId, p.course.id), eq(donations.pot, 'stay_quit')));
    expect(gift!.status).toBe('paid_out');
    // "Where my money went": the bonus pot and its fate.
    const token = trailToken(t.app.money.linkSecret, gift!.id, clock.now());
    const trail = await t.app.inject({
      url: `/api/donation/${gift!.id}/trail?token=${encodeURIComponent(token)}`,
    });
    expect(trail.json()).toMatchObject({
      pot: 'stay_quit',
      bonusPotState: 'paid_out',
      status: 'paid_out',
    });
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.donationId, gift!.id)),
    ).toEqual([]);
    await t.app.jobs.runDue();
    await expectBooksAgree();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, p.email), eq(mailOutbox.kind, 'follow_up_outcome')));
    expect(mails.map((m) => m.subject)).toEqual(['Your 3-month follow-up test: passed']);
  });

  it('fails at 3 months: every bonus gift is refunded in full, the 6-month test closes', async () => {
    const p = await joined('de');
    const [three] = p.status.tests;
    const gifts = [await bonusGift(p.id), await bonusGift(p.id, { coverFee: true })];
    const kit = await postKit(three!.id);
    const posted = await followUpKitMail(p.email);
    expect(posted).toMatchObject({ language: 'de', subject: 'Dein Nikotintest-Kit ist unterwegs' });
    expect(posted.text).toContain(
      `Nikotintest-Kit für deinen Nachtest nach 3 Monaten geschickt. Du kannst den Test vom ${formatDate(three!.opensOn, 'de')} bis zum ${formatDate(three!.closesOn, 'de')} machen.`,
    );
    moveTo(new Date(new Date(three!.opensAt).getTime() + 10 * 60 * 60 * 1000));
    await waitedFiveMinutes(p.cookie, kit.code);
    const res = await call('POST', `/api/testkit/${kit.code}/photo`, p.cookie, {
      image: await kitPhoto(kit.code, LINES.failed),
    });
    expect(res.json()).toMatchObject({ status: 'final', result: 'failed' });
    // The dispute window first (T3); then the outcome.
    expect((await status(p.cookie)).tests[0]!.state).toBe('due');
    // Waiting for its dispute window, the test wants no new kit: not among the kits to post.
    const toPost = await call('GET', '/api/admin/follow-ups/kits', admin);
    expect(toPost.statusCode).toBe(200);
    const listed = toPost.json<{ kits: { followUpId: string }[] }>().kits.map((k) => k.followUpId);
    expect(listed).not.toContain(three!.id);
    clock.advance(3 * DAY);
    await t.app.jobs.runDue();
    const after = await status(p.cookie);
    expect(after.tests.map((x) => x.state)).toEqual(['failed', 'closed']);
    expect(after.bonusPot?.state).toBe('refunded');
    const made = await t.database.db
      .select()
      .from(refunds)
      .where(inArray(refunds.donationId, gifts));
    expect(made.map((r) => r.status).sort()).toEqual(['succeeded', 'succeeded']);
    const rows = await t.database.db.select().from(donations).where(inArray(donations.id, gifts));
    for (const d of rows)
      expect(d).toMatchObject({ status: 'refunded', refundedCents: d.chargedCents });
    const b = await courseBalances(t.database.db, p.course.id);
    for (const account of HELD_ACCOUNTS.filter((a) => a.startsWith('bonus'))) {
      expect(b[account], account).toBe(0);
    }
    expect(
      await t.database.db.select().from(payouts).where(eq(payouts.courseId, p.course.id)),
    ).toEqual([]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, p.email), eq(mailOutbox.kind, 'follow_up_outcome')));
    expect(mails.map((m) => m.language)).toEqual(['de']);
    // Closed: no gift is taken any more.
    expect((await startBonusGift(p.id)).json().code).toBe('BONUS_POT_CLOSED');
    await expectBooksAgree();
  });

  it('is missed when the window passes: the job refunds the pot once, however often it runs', async () => {
    const p = await joined();
    const [three] = p.status.tests;
    const gift = await bonusGift(p.id);
    // The reminders go out in the participant's language before the due day.
    moveTo(new Date(new Date(three!.opensAt).getTime() + 10 * 60 * 60 * 1000));
    await t.app.jobs.runDue();
    const reminders = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, p.email), eq(mailOutbox.kind, 'follow_up_reminder')));
    expect(reminders.map((m) => m.subject).sort()).toEqual([
      'Your 3-month follow-up test is due in 7 days',
      'Your 3-month follow-up test is due today',
    ]);
    expect(reminders[0]!.text).toContain('€45.00');

    moveTo(new Date(new Date(three!.closesAt).getTime() + DAY));
    await t.app.jobs.runDue();
    await markMissedFollowUps(t.app.money);
    await t.app.jobs.runDue();
    const after = await status(p.cookie);
    expect(after.tests.map((x) => x.state)).toEqual(['missed', 'closed']);
    const made = await t.database.db.select().from(refunds).where(eq(refunds.donationId, gift));
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('succeeded');
    const ledgerBefore = await countRows();
    // Twice more: nothing changes.
    await markMissedFollowUps(t.app.money);
    await t.app.jobs.runDue();
    expect(await countRows()).toEqual(ledgerBefore);
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.donationId, gift)),
    ).toHaveLength(1);
    await expectBooksAgree();
  });
});

describe('six months smoke-free', () => {
  it('earns the badge, the Hall of Fame mark and a mail to followers', async () => {
    const p = await joined();
    const [three, six] = p.status.tests;
    const follower = uniqueEmail('follower');
    await bonusGift(p.id, { donorEmail: follower, follow: true });
    const fameChoice = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/hall-of-fame',
      headers: { cookie: p.cookie },
      payload: { optIn: true },
    });
    expect(fameChoice.statusCode).toBe(200);
    for (const followUp of [three!, six!]) {
      const kit = await postKit(followUp.id);
      moveTo(new Date(new Date(followUp.opensAt).getTime() + 10 * 60 * 60 * 1000));
      await waitedFiveMinutes(p.cookie, kit.code);
      const res = await call('POST', `/api/testkit/${kit.code}/photo`, p.cookie, {
        image: await kitPhoto(kit.code, LINES.passed),
      });
      expect(res.json()).toMatchObject({ status: 'final', result: 'passed' });
      await t.app.jobs.runDue();
    }
    expect((await status(p.cookie)).tests.map((x) => x.state)).toEqual(['passed', 'passed']);
    const badges = await t.database.db
      .select()
      .from(participantBadges)
      .where(eq(participantBadges.courseId, p.course.id));
    expect(badges.map((b) => b.badge)).toContain('six_months_smoke_free');
    const fame = (await t.app.inject({ url: '/api/global/hall-of-fame' })).json();
    expect(fame.entries).toEqual(
      expect.arrayContaining([
        { name: 'Ada L.', passedOn: expect.any(String), sixMonthsSmokeFree: true },
      ]),
    );
    // The public GraphQL API shows the same mark.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ hallOfFame { name sixMonthsSmokeFree } }' },
    });
    expect(asked.json().data.hallOfFame).toEqual(
      expect.arrayContaining([{ name: 'Ada L.', sixMonthsSmokeFree: true }]),
    );
    const told = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, follower));
    expect(told.map((m) => m.subject)).toContain('Ada L. is 6 months smoke-free');
    // The participant never sees the follower's address.
    expect((await call('GET', '/api/participant/follow-ups', p.cookie)).body).not.toContain(
      follower,
    );
    // Twice: the badge and the mail once.
    await t.app.jobs.runDue();
    const again = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, follower));
    expect(again.filter((m) => m.subject.includes('6 months')).length).toBe(1);
  });
});

describe('a pass without a payout method', () => {
  it('holds the pot until one is added; the sweeper then pays it out once', async () => {
    const p = await joined();
    const [three] = p.status.tests;
    await bonusGift(p.id);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant/bankaccount',
      headers: { cookie: p.cookie },
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const kit = await postKit(three!.id);
    moveTo(new Date(new Date(three!.opensAt).getTime() + 10 * 60 * 60 * 1000));
    await waitedFiveMinutes(p.cookie, kit.code);
    const res = await call('POST', `/api/testkit/${kit.code}/photo`, p.cookie, {
      image: await kitPhoto(kit.code, LINES.passed),
    });
    expect(res.json()).toMatchObject({ status: 'final', result: 'passed' });
    await t.app.jobs.runDue();
    expect((await status(p.cookie)).tests[0]!.state).toBe('passed');
    // Held, not lost: nothing paid, nothing refunded.
    expect(await courseBalances(t.database.db, p.course.id)).toMatchObject({
      bonus_share: 4_500,
      bonus_fee: 500,
      bonus_paid_out: 0,
    });
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    await sweepMoney(t.app.money);
    await sweepMoney(t.app.money);
    await t.app.jobs.runDue();
    expect(await courseBalances(t.database.db, p.course.id)).toMatchObject({
      bonus_share: 0,
      bonus_fee: 0,
      bonus_paid_out: 4_500,
    });
    const paid = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.courseId, p.course.id), eq(payouts.pot, 'stay_quit')));
    expect(paid).toHaveLength(1);
    await expectBooksAgree();
  });
});

describe('an erased account (C6)', () => {
  it('refunds a bonus pot still waiting for its test, and closes the follow-ups', async () => {
    const p = await joined();
    const gift = await bonusGift(p.id);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { confirmation: p.email, password: p.password },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await t.app.jobs.runDue();
    const rows = await t.database.db
      .select()
      .from(followUps)
      .where(eq(followUps.courseId, p.course.id));
    expect(rows.map((r) => r.state)).toEqual(['closed', 'closed']);
    const [made] = await t.database.db.select().from(refunds).where(eq(refunds.donationId, gift));
    expect(made).toMatchObject({ status: 'succeeded', reason: 'account_deleted' });
    const b = await courseBalances(t.database.db, p.course.id);
    expect([b.bonus_share, b.bonus_fee]).toEqual([0, 0]);
    await expectBooksAgree();
  });
});

describe('the console (operators only)', () => {
  it('lists follow-ups with outcomes and bonus pots; refuses everyone else and changes nothing', async () => {
    const p = await joined();
    const list = await call('GET', '/api/admin/follow-ups', admin);
    expect(list.statusCode).toBe(200);
    const mine = list
      .json()
      .followUps.filter((f: { courseId: string }) => f.courseId === p.course.id);
    expect(mine.map((f: { stage: string; state: string }) => [f.stage, f.state])).toEqual([
      ['three_months', 'enrolled'],
      ['six_months', 'enrolled'],
    ]);
    expect(mine[0].bonus).toMatchObject({ state: 'open', heldCents: 0 });
    const kit = await newKit(admin);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/follow-ups', undefined],
      ['GET', '/api/admin/follow-ups/kits', undefined],
      ['POST', `/api/admin/follow-ups/${p.status.tests[0]!.id}/kit`, { testkitId: kit.id }],
    ] as const) {
      const res = await call(method, url, p.cookie, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect((await status(p.cookie)).tests[0]!.state).toBe('enrolled');
    // A used or someone else's kit cannot be posted; nothing changes.
    const used = await call('POST', `/api/admin/follow-ups/${p.status.tests[0]!.id}/kit`, admin, {
      testkitId: p.kit.id,
    });
    expect(used.json().code).toBe('TESTKIT_NOT_ASSIGNABLE');
    expect((await status(p.cookie)).tests[0]!.state).toBe('enrolled');
  });
});
