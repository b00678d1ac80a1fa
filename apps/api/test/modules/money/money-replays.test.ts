// Provider events that come again: the same event replayed, or the provider reporting an
// object once more under a new event id. Money must move once, and every answer is 200.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  donations,
  ledgerEntries,
  payouts,
  refunds,
  sandboxObjects,
} from '../../../src/db/schema';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { refundCourse } from '../../../src/modules/money/refunds';
import {
  addBankAccount,
  completeCheckout,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
} from '../../support/money';
import { postSandboxWebhook } from '../../support/sandbox-webhook';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

let counter = 0;
/** A signed provider event about one object; a new event id unless one is given. */
function providerEvent(type: string, objectId: string, id = `evt_replay_${++counter}`) {
  const body = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: objectId } },
  });
  return postSandboxWebhook(t.app, t.database.db, body);
}

async function courseIdOf(participantId: string) {
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.participantId, participantId));
  return course!.id;
}

const refundRowsOf = (courseId: string) =>
  t.database.db.select().from(refunds).where(eq(refunds.courseId, courseId));

describe('a refund reported again', () => {
  it('after it succeeded, under new event ids, is counted once', async () => {
    const p = await newParticipant(t.app);
    const { donationId } = await donate(t.app, p.id, { amountCents: 2_000 });
    const courseId = await courseIdOf(p.id);
    await refundCourse(t.app.money, courseId, 'cancelled');
    await t.app.jobs.runDue();
    const [refund] = await refundRowsOf(courseId);
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2_000 });
    const before = await courseBalances(t.database.db, courseId);
    expect(before).toMatchObject({ refunded: 2_000, refunding: 0 });

    for (const type of ['refund.updated', 'refund.updated', 'refund.created']) {
      expect((await providerEvent(type, refund!.providerRefundId!)).statusCode).toBe(200);
    }

    expect(await courseBalances(t.database.db, courseId)).toEqual(before);
    const succeeded = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.refundId, refund!.id), eq(ledgerEntries.kind, 'refund_succeeded')),
      );
    expect(succeeded).toHaveLength(2); // one movement: refunding −, refunded +
    const [donation] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, donationId));
    expect(donation).toMatchObject({ status: 'refunded', refundedCents: 2_000 });
  });

  it('a replayed failure report is acted on once (event ids are de-duplicated)', async () => {
    const p = await newParticipant(t.app);
    const started = await startDonation(t.app, p.id, { amountCents: 3_000 });
    await completeCheckout(t.app, started.json().checkoutUrl, 'pay_refunds_fail');
    const courseId = await courseIdOf(p.id);
    await refundCourse(t.app.money, courseId, 'cancelled');
    await t.app.jobs.runDue();
    const [refused] = await refundRowsOf(courseId);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 });

    // The provider reports, asynchronously, that a refund it had accepted failed after all.
    const providerRefundId = `re_async_${refused!.id}`;
    await t.database.db.insert(sandboxObjects).values({
      id: providerRefundId,
      type: 'refund',
      data: { id: providerRefundId, status: 'failed' },
    });
    await t.database.db
      .update(refunds)
      .set({ providerRefundId, status: 'pending' })
      .where(eq(refunds.id, refused!.id));
    const eventId = `evt_refund_failed_${refused!.id}`;
    for (let i = 0; i < 3; i++) {
      expect((await providerEvent('refund.failed', providerRefundId, eventId)).statusCode).toBe(
        200,
      );
    }
    const [after] = await refundRowsOf(courseId);
    expect(after).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('a refused payout reported again', () => {
  it('after a retry paid, answers 200 and leaves the balances alone', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 2_000 });
    await addBankAccount(t.app, p.cookie, 'DE62370400440532013001'); // the sandbox refuses it
    await setCourseState(t.database.db, p.id, 'passed');
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/participant/payout',
        headers: { cookie: p.cookie },
      });
    const first = await pay();
    expect(first.statusCode).toBe(200);
    await t.app.jobs.runDue();
    await addBankAccount(t.app, p.cookie); // a working account
    const second = await pay();
    expect(second.statusCode).toBe(200);
    await t.app.jobs.runDue();
    const courseId = await courseIdOf(p.id);
    const before = await courseBalances(t.database.db, courseId);
    expect(before).toMatchObject({ paid_out: 1_700, fees: 300, available_share: 0, paying_out: 0 });

    const [refusedPayout] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.id, first.json().payoutId));
    expect(refusedPayout?.status).toBe('failed');
    expect(refusedPayout?.providerPayoutId).toBeTruthy();
    const replayId = `evt_payout_failed_${refusedPayout!.id}`;
    for (const id of [undefined, replayId, replayId]) {
      const answer = await providerEvent('payout.failed', refusedPayout!.providerPayoutId!, id);
      expect(answer.statusCode).toBe(200);
    }
    expect(await courseBalances(t.database.db, courseId)).toEqual(before);
  });
});
