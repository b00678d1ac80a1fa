// Record 0101: a stay-quit bonus payout that fails. Refused before it was sent, its money is back
// in the pot; sent and returned by the bank, it is on the participant's payout account, counted
// as the bonus's (never as the course's). The participant is told (mail in their language, the
// follow-up card); nothing is tried again against the same payout method; a bank account saved
// (or an operator's retry) pays it once more, from the platform or from that account, never
// transferring it twice. Each refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, mailOutbox, payouts, sandboxObjects, users } from '../../../src/db/schema';
import { grantRole } from '../../../src/modules/account/people';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { recordFollowUpOutcome } from '../../../src/modules/course/follow-up-outcomes';
import { HELD_ACCOUNTS, keptBalanceMismatches } from '../../../src/modules/money/ledger';
import { sweepMoney } from '../../../src/modules/money/sweeper';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import {
  joinedFollowUp,
  startBonusGift,
  type JoinedFollowUp,
} from '../../support/follow-up-fixture';
import { addBankAccount, balanceOf, completeCheckout, moneyTestApp } from '../../support/money';
import { postSandboxWebhook } from '../../support/sandbox-webhook';
import type { TestApp } from '../../support/test-app';

const FAILING_IBAN = 'DE62370400440532013001';
const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
  const account = await signUp(t.app, { role: 'supporter' });
  const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
  await grantRole(t.database.db, user!.id, 'admin');
  admin = account.cookie;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** 5,000 given, the fee not covered: 4,500 for the participant, 500 fee. */
async function bonusGift(p: JoinedFollowUp) {
  const started = await startBonusGift(t.app, p.participantId, 5_000, false);
  expect(started.statusCode, started.body).toBe(200);
  await completeCheckout(t.app, started.json<{ checkoutUrl: string }>().checkoutUrl);
}

async function passThreeMonths(p: JoinedFollowUp) {
  await recordFollowUpOutcome(t.app.money, p.followUpId, randomUUID(), 'passed');
  await t.app.jobs.runDue();
}

const payoutsOf = (pot: 'course' | 'stay_quit') => (courseId: string) =>
  db()
    .select()
    .from(payouts)
    .where(and(eq(payouts.courseId, courseId), eq(payouts.pot, pot)))
    .orderBy(payouts.createdAt);
const bonusPayouts = payoutsOf('stay_quit');
const coursePayouts = payoutsOf('course');

async function bonusPot(app: FastifyInstance, cookie: string) {
  const res = await app.inject({ url: '/api/participant/follow-ups', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ bonusPot: { state: string; raisedCents: number; payoutFailed: boolean } }>()
    .bonusPot;
}

const payoutMails = (to: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.kind} like 'payout_%'`))
    .orderBy(mailOutbox.createdAt);

async function expectBooksAgree(courseId: string) {
  const [total] = await db()
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  expect(Number(total!.sum)).toBe(0);
  expect(await keptBalanceMismatches(db())).toEqual([]);
  const b = await courseBalances(db(), courseId);
  for (const account of HELD_ACCOUNTS) expect(b[account], account).toBeGreaterThanOrEqual(0);
}

const retry = (payoutId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/money/payouts/${payoutId}/retry`,
    headers: { cookie: admin },
  });

/** The provider's `account.updated` event for `accountId`. */
function accountUpdated(accountId: string) {
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type: 'account.updated',
    account: accountId,
    created: Math.floor(clock.now().getTime() / 1000),
    data: { object: { id: accountId } },
  });
  return postSandboxWebhook(t.app, db(), body);
}

async function sandboxAccount(accountId: string) {
  const [row] = await db()
    .select()
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, accountId), eq(sandboxObjects.type, 'account')));
  return row!.data as { balanceCents: number; transferredCents: number };
}

describe('a bonus payout refused before it was sent (record 0101)', () => {
  it('brings the money back to the pot, tells the participant, waits, and pays once a bank account is saved', async () => {
    const p = await joinedFollowUp(t.app, db(), clock, { iban: null, courseGiftCents: 2_000 });
    // Onboarded at the provider but without a bank account: the sandbox refuses payouts.
    const headers = { cookie: p.cookie };
    await t.app.inject({ method: 'POST', url: '/api/participant/stripeaccount', headers });
    const status = await t.app.inject({ url: '/api/participant/stripeaccount', headers });
    expect(status.json()).toMatchObject({ status: 'ready' });
    // The course's own payout is refused too: its money is available again.
    const course = await t.app.inject({ method: 'POST', url: '/api/participant/payout', headers });
    expect(course.statusCode, course.body).toBe(200);
    await t.app.jobs.runDue();
    const [courseRefused] = await coursePayouts(p.courseId);
    expect(courseRefused).toMatchObject({ status: 'failed', amountCents: 1_700 });
    await bonusGift(p);
    await passThreeMonths(p);

    const [refused] = await bonusPayouts(p.courseId);
    expect(refused).toMatchObject({ status: 'failed', amountCents: 4_500, feeCents: 500 });
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      bonus_share: 4_500,
      bonus_fee: 500,
      bonus_paying_out: 0,
      bonus_payout_returned: 0,
      bonus_paid_out: 0,
      fees_pending: 0,
      fees: 0,
      payout_returned: 0,
      available_share: 1_700,
    });
    expect(await bonusPot(t.app, p.cookie)).toMatchObject({
      state: 'paid_out',
      raisedCents: 4_500,
      payoutFailed: true,
    });
    // After the course's own ("Your payout did not go through"), the bonus's in its own words.
    const mails = await payoutMails(p.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your payout did not go through',
      'Your stay-quit bonus payout did not go through',
    ]);
    const mail = mails[1];
    expect(mail).toMatchObject({
      kind: 'payout_failed',
      subject: 'Your stay-quit bonus payout did not go through',
    });
    expect(mail!.text).toContain('as soon as you save it, we send the payout again by ourselves');

    // Nothing tries the same payout method again by itself: not the jobs, not the sweeper.
    const ledgerBefore = await courseBalances(db(), p.courseId);
    await sweepMoney(t.app.money);
    await t.app.jobs.runDue();
    expect(await bonusPayouts(p.courseId)).toHaveLength(1);
    expect(await courseBalances(db(), p.courseId)).toEqual(ledgerBefore);

    // The provider says the account changed (onboarding done again): tried once more, refused
    // again (still no bank account), the money back in the pot once more.
    expect((await accountUpdated(refused!.accountId)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect((await bonusPayouts(p.courseId)).map((x) => x.status)).toEqual(['failed', 'failed']);
    expect(await courseBalances(db(), p.courseId)).toEqual(ledgerBefore);

    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [, , paid] = await bonusPayouts(p.courseId);
    expect(paid).toMatchObject({
      status: 'paid',
      amountCents: 4_500,
      feeCents: 500,
      fromAccountBalance: false,
    });
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      bonus_share: 0,
      bonus_fee: 0,
      bonus_paid_out: 4_500,
      fees_pending: 0,
      fees: 500,
    });
    expect(await bonusPot(t.app, p.cookie)).toMatchObject({
      raisedCents: 4_500,
      payoutFailed: false,
    });
    // Saving the bank account again pays nothing more.
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(await bonusPayouts(p.courseId)).toHaveLength(3);
    // The operator's retry of the old failed payout is refused and changes nothing.
    const late = await retry(refused!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('NOT_RETRYABLE');
    expect(await bonusPayouts(p.courseId)).toHaveLength(3);
    // The paid bonus payout does not stand in the way of the course's own.
    expect((await retry(courseRefused!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      available_share: 0,
      paid_out: 1_700,
      bonus_paid_out: 4_500,
      fees: 800,
    });
    await expectBooksAgree(p.courseId);
  });
});

describe('a bonus payout the bank returned after it was sent (record 0101)', () => {
  it('keeps it as the bonus’s on the payout account, apart from the course’s, and pays each from there once', async () => {
    const p = await joinedFollowUp(t.app, db(), clock, {
      iban: FAILING_IBAN,
      language: 'de',
      courseGiftCents: 2_000, // the course's own: 1,700 and a 300 fee
    });
    // The course's own payout goes first and is returned by the bank as well.
    const course = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout',
      headers: { cookie: p.cookie },
    });
    expect(course.statusCode, course.body).toBe(200);
    await t.app.jobs.runDue();
    const [courseFailed] = await coursePayouts(p.courseId);
    expect(courseFailed).toMatchObject({ status: 'failed', amountCents: 1_700, feeCents: 300 });

    await bonusGift(p);
    await passThreeMonths(p); // sent, then returned by the bank (payout.failed)
    const [returned] = await bonusPayouts(p.courseId);
    expect(returned).toMatchObject({ status: 'failed', amountCents: 4_500, feeCents: 500 });
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      bonus_share: 0,
      bonus_paying_out: 0,
      bonus_payout_returned: 4_500,
      // The course's own figures never count the bonus.
      payout_returned: 1_700,
      available_share: 0,
      fees_pending: 800,
    });
    expect(await balanceOf(t.app, p.cookie)).toMatchObject({ availableCents: 1_700 });
    expect(await bonusPot(t.app, p.cookie)).toMatchObject({
      raisedCents: 4_500,
      payoutFailed: true,
    });
    expect((await payoutMails(p.email)).map((m) => [m.language, m.subject])).toEqual([
      ['de', 'Deine Auszahlung ist unterwegs'],
      ['de', 'Deine Auszahlung hat nicht geklappt'],
      ['de', 'Dein Bonustopf „Rauchfrei bleiben“ ist unterwegs'],
      ['de', 'Die Auszahlung deines Bonustopfs „Rauchfrei bleiben“ hat nicht geklappt'],
    ]);
    // Operators see each pot's money on the payout account apart.
    const attention = await t.app.inject({
      url: '/api/admin/money/attention',
      headers: { cookie: admin },
    });
    const rows = attention.json<{ payouts: Record<string, unknown>[] }>().payouts;
    expect(rows.find((row) => row['id'] === returned!.id)).toMatchObject({
      pot: 'stay_quit',
      returnedToAccount: true,
      onPayoutAccountCents: 4_500,
    });
    expect(rows.find((row) => row['id'] === courseFailed!.id)).toMatchObject({
      pot: 'course',
      onPayoutAccountCents: 1_700,
    });

    // An operator's retry goes to the same failing bank account: returned again, still there.
    expect((await retry(returned!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [, again] = await bonusPayouts(p.courseId);
    expect(again).toMatchObject({ status: 'failed', fromAccountBalance: true, feeCents: 500 });
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      bonus_payout_returned: 4_500,
      payout_returned: 1_700,
      fees_pending: 800,
    });

    // Two retries at once: one payout (the later one answers it, or finds it live).
    const both = await Promise.all([retry(again!.id), retry(again!.id)]);
    expect(both.map((r) => r.statusCode)).toContain(200);
    for (const r of both) expect([200, 409]).toContain(r.statusCode);
    expect(await bonusPayouts(p.courseId)).toHaveLength(3);
    await t.app.jobs.runDue(); // the failing account returns it once more

    // A working bank account: the bonus is queued again by itself; the operator asks again for
    // the course's payout before that runs. Each pays from the payout account with its own fee.
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    expect((await retry(courseFailed!.id)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const list = await bonusPayouts(p.courseId);
    expect(list).toHaveLength(4);
    expect(list[3]).toMatchObject({ status: 'paid', amountCents: 4_500, fromAccountBalance: true });
    const [, coursePaid] = await coursePayouts(p.courseId);
    expect(coursePaid).toMatchObject({
      status: 'paid',
      amountCents: 1_700,
      feeCents: 300,
      fromAccountBalance: true,
    });
    expect(await courseBalances(db(), p.courseId)).toMatchObject({
      bonus_payout_returned: 0,
      bonus_paid_out: 4_500,
      payout_returned: 0,
      paid_out: 1_700,
      fees_pending: 0,
      fees: 800,
    });
    // Nothing was transferred to the payout account twice.
    expect(await sandboxAccount(list[3]!.accountId)).toMatchObject({
      balanceCents: 0,
      transferredCents: 6_200,
    });
    expect(await bonusPot(t.app, p.cookie)).toMatchObject({
      raisedCents: 4_500,
      payoutFailed: false,
    });
    await expectBooksAgree(p.courseId);
  });
});
