// The money sweeper (issue 14, item 2) repairs what a crash, a lost webhook or a job that gave
// up left behind — here the states the two-transaction code used to leave — exactly once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations, jobs, refunds } from '../../../src/db/schema';
import { MONEY_JOBS } from '../../../src/modules/money/deps';
import { refundCourse } from '../../../src/modules/money/refunds';
import { scheduleSweep, sweepMoney, SWEEP_INTERVAL_MS } from '../../../src/modules/money/sweeper';
import { manualClock } from '../../../src/platform/clock';
import type { SandboxPayments } from '../../../src/providers/payments/sandbox-payments';
import { SANDBOX_JOBS } from '../../../src/providers/payments/sandbox-payments';
import {
  expectAllRefunded,
  expectLedgerBalanced,
  expectNoEndedCourseHoldsMoney,
} from '../../support/ledger-checks';
import {
  checkoutIdOf,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
});
afterAll(() => t.close());

const sandbox = () => t.app.money.payments as SandboxPayments;
const courseOf = async (participantId: string) =>
  (await t.database.db.select().from(courses).where(eq(courses.participantId, participantId)))[0]!;
const donationRow = async (id: string) =>
  (await t.database.db.select().from(donations).where(eq(donations.id, id)))[0]!;

/** A paid sandbox checkout whose webhook never arrived (its delivery job gave up). */
async function paidWithoutWebhook(participantId: string, amountCents: number) {
  const started = await startDonation(t.app, participantId, { amountCents });
  const body = started.json<{ donationId: string; checkoutUrl: string }>();
  await sandbox().completeCheckout(checkoutIdOf(body.checkoutUrl), 'pay');
  await t.database.db
    .update(jobs)
    .set({ state: 'failed' })
    .where(and(eq(jobs.kind, SANDBOX_JOBS.webhook), eq(jobs.state, 'queued')));
  return body.donationId;
}

describe('money sweeper', () => {
  it('refunds a cancelled course that still holds money, once, and the cancel no longer has to', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 4_000 });
    await donate(t.app, p.id, { amountCents: 1_000, coverFee: true });
    const course = await courseOf(p.id);
    // What a crash between "cancelled" and the refunds left behind.
    await setCourseState(t.database.db, p.id, 'cancelled');
    const retried = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(retried.json().code).toBe('NOT_SUCCESSFUL'); // nothing open to cancel any more

    expect((await sweepMoney(t.app.money)).coursesRefunded).toBe(1);
    expect((await sweepMoney(t.app.money)).coursesRefunded).toBe(0);
    await t.app.jobs.runDue();
    await sweepMoney(t.app.money);
    await t.app.jobs.runDue();
    await expectAllRefunded(t.database.db, course.id);
  });

  it('confirms a paid donation whose webhook was lost, once it is overdue', async () => {
    const p = await newParticipant(t.app);
    const donationId = await paidWithoutWebhook(p.id, 2_500);
    await sweepMoney(t.app.money);
    expect((await donationRow(donationId)).status).toBe('open'); // the webhook may still come

    clock.advance(HOUR);
    await sweepMoney(t.app.money);
    expect((await donationRow(donationId)).status).toBe('available');
    await sweepMoney(t.app.money);
    await expectLedgerBalanced(t.database.db);
    const [row] = await t.database.db
      .select({ cents: sql<string>`sum(amount_cents)` })
      .from(sql`ledger_entries`)
      .where(sql`donation_id = ${donationId} and account = 'available_share'`);
    expect(Number(row?.cents)).toBe(2_500 - (await donationRow(donationId)).feeCents);
  });

  it('confirms and refunds in one sweep a lost donation of a course that ended meanwhile', async () => {
    const p = await newParticipant(t.app);
    const donationId = await paidWithoutWebhook(p.id, 3_000);
    const course = await courseOf(p.id);
    await setCourseState(t.database.db, p.id, 'cancelled');
    clock.advance(HOUR);
    await sweepMoney(t.app.money);
    expect((await donationRow(donationId)).status).toBe('refunding');
    await t.app.jobs.runDue();
    await expectNoEndedCourseHoldsMoney(t.database.db);
    await expectAllRefunded(t.database.db, course.id);
  });

  it('settles a refund left pending at the provider when its webhook never came', async () => {
    const p = await newParticipant(t.app);
    const { donationId } = await donate(t.app, p.id, { amountCents: 2_000 });
    const course = await courseOf(p.id);
    await setCourseState(t.database.db, p.id, 'cancelled');
    await refundCourse(t.app.money, course.id, 'cancelled');
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.donationId, donationId));
    // The provider accepted the refund as pending; the webhook saying it succeeded was lost.
    const atProvider = await sandbox().refund({
      paymentId: (await donationRow(donationId)).paymentId!,
      amountCents: refund!.amountCents,
      idempotencyKey: `${refund!.id}-0`,
    });
    await t.database.db
      .update(refunds)
      .set({
        status: 'pending',
        providerRefundId: atProvider.id,
        updatedAt: new Date(clock.now().getTime() - 2 * HOUR),
      })
      .where(eq(refunds.id, refund!.id));

    expect((await sweepMoney(t.app.money)).refundsMoved).toBeGreaterThanOrEqual(1);
    await t.app.jobs.runDue();
    await expectAllRefunded(t.database.db, course.id);
  });

  it('is one recurring job: one per interval, and each run queues the next', async () => {
    const at = new Date(clock.now().getTime() + 10 * SWEEP_INTERVAL_MS);
    await scheduleSweep(t.app.money, at);
    await scheduleSweep(t.app.money, at);
    const queued = () =>
      t.database.db
        .select({ key: jobs.key, runAt: jobs.runAt, state: jobs.state })
        .from(jobs)
        .where(eq(jobs.kind, MONEY_JOBS.sweep));
    expect(await queued()).toHaveLength(1);

    clock.advance(11 * SWEEP_INTERVAL_MS);
    await t.app.jobs.runDue();
    const after = await queued();
    expect(after.filter((j) => j.state === 'done')).toHaveLength(1);
    const next = after.filter((j) => j.state === 'queued');
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBeGreaterThan(clock.now().getTime());
    expect(next[0]!.runAt.getTime()).toBeLessThanOrEqual(clock.now().getTime() + SWEEP_INTERVAL_MS);
  });
});
