// A payout that fails after it was sent (`payout.failed`, also after `payout.paid`): the bank
// returns the money to the participant's payout account at the provider, not to the platform.
// The ledger shows it there, operators see it, duplicates change nothing, and a retry pays it
// out from that account instead of transferring it a second time.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courses,
  ledgerEntries,
  payouts,
  providerEvents,
  sandboxObjects,
  users,
} from '../../../src/db/schema';
import type { Db } from '../../../src/db/client';
import { grantRole } from '../../../src/modules/account/people';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { sharedSecret } from '../../../src/platform/auth/secret';
import { signSandboxEvent } from '../../../src/providers/payments/sandbox-payments';
import { signUp } from '../../support/accounts';
import {
  addBankAccount,
  balanceOf,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
} from '../../support/money';
import { objects, startStripeStub, type StripeStub } from '../../support/stripe-stub';
import { createTestApp, type TestApp } from '../../support/test-app';

const FAILING_IBAN = 'DE62370400440532013001';

async function courseIdOf(db: Db, participantId: string): Promise<string> {
  const [course] = await db.select().from(courses).where(eq(courses.participantId, participantId));
  return course!.id;
}

async function payoutsOf(db: Db, courseId: string) {
  return db.select().from(payouts).where(eq(payouts.courseId, courseId)).orderBy(payouts.createdAt);
}

async function ledgerCount(db: Db, courseId: string): Promise<number> {
  return (await db.select().from(ledgerEntries).where(eq(ledgerEntries.courseId, courseId))).length;
}

async function adminCookie(app: FastifyInstance, db: Db): Promise<string> {
  const admin = await signUp(app, { role: 'supporter' });
  const [user] = await db.select().from(users).where(eq(users.email, admin.email));
  await grantRole(db, user!.id, 'admin');
  return admin.cookie;
}

async function attentionFor(app: FastifyInstance, cookie: string, payoutId: string) {
  const res = await app.inject({ url: '/api/admin/money/attention', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const rows = res.json<{ payouts: { id: string }[] }>().payouts;
  return rows.find((row) => row.id === payoutId);
}

const requestPayout = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/api/participant/payout', headers: { cookie } });

let counter = 0;
function eventBody(type: string, objectId: string, account: string | null, id?: string) {
  counter += 1;
  return JSON.stringify({
    id: id ?? `evt_later_${Date.now()}_${counter}`,
    object: 'event',
    type,
    account,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: objectId } },
  });
}

function postWebhook(app: FastifyInstance, body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

describe('in the sandbox (a failing test IBAN fails its payouts after they are sent)', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
    secret = await sharedSecret(t.database.db, 'sandbox_webhook_secret', 'whsec_');
  });
  afterAll(() => t.close());

  const deliver = (type: string, objectId: string, account: string | null, id?: string) => {
    const body = eventBody(type, objectId, account, id);
    return postWebhook(t.app, body, signSandboxEvent(body, secret));
  };

  async function sandboxAccount(accountId: string) {
    const [row] = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, accountId), eq(sandboxObjects.type, 'account')));
    return row!.data as { balanceCents: number; transferredCents: number };
  }

  it('keeps the money on the payout account, tells operators, and a retry pays it once', async () => {
    const { db } = t.database;
    const admin = await adminCookie(t.app, db);
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 2_000 }); // fee 300, share 1700
    expect((await addBankAccount(t.app, p.cookie, FAILING_IBAN)).statusCode).toBe(200);
    await setCourseState(db, p.id, 'passed');
    const first = await requestPayout(t.app, p.cookie);
    expect(first.statusCode).toBe(200);
    await t.app.jobs.runDue(); // the payout is sent, then the bank returns it (payout.failed)

    const courseId = await courseIdOf(db, p.id);
    const [failed] = await payoutsOf(db, courseId);
    expect(failed).toMatchObject({ status: 'failed', amountCents: 1_700, feeCents: 300 });
    expect(failed!.providerPayoutId).toMatch(/^po_sandbox_/);
    // Not available on the platform (that would let a retry transfer it again): on the account.
    expect(await courseBalances(db, courseId)).toMatchObject({
      available_share: 0,
      available_fee: 0,
      paying_out: 0,
      payout_returned: 1_700,
      fees_pending: 300,
      paid_out: 0,
      fees: 0,
    });
    const [account] = await db.select().from(payouts).where(eq(payouts.id, failed!.id));
    expect(await sandboxAccount(account!.accountId)).toEqual(
      expect.objectContaining({ balanceCents: 1_700, transferredCents: 1_700 }),
    );
    expect(await attentionFor(t.app, admin, failed!.id)).toMatchObject({
      amountCents: 1_700,
      returnedToAccount: true,
      onPayoutAccountCents: 1_700,
    });
    // The participant still sees it as theirs to pay out.
    expect(await balanceOf(t.app, p.cookie)).toMatchObject({
      availableCents: 1_700,
      payingOutCents: 0,
      paidOutCents: 0,
    });

    // The same event again, and the same failure under a new event id: 200, nothing changes.
    const [seen] = await db
      .select()
      .from(providerEvents)
      .where(eq(providerEvents.type, 'payout.failed'));
    const rows = await ledgerCount(db, courseId);
    for (const id of [seen!.id, undefined]) {
      const res = await deliver('payout.failed', failed!.providerPayoutId!, failed!.accountId, id);
      expect(res.statusCode).toBe(200);
    }
    expect(await ledgerCount(db, courseId)).toBe(rows);

    // With a working bank account the retry pays the money out from the account.
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    const retry = await requestPayout(t.app, p.cookie);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ amountCents: 1_700 });
    expect(retry.json().payoutId).not.toBe(first.json().payoutId);
    await t.app.jobs.runDue();
    const [, paid] = await payoutsOf(db, courseId);
    expect(paid).toMatchObject({ status: 'paid', fromAccountBalance: true, feeCents: 300 });
    expect(await courseBalances(db, courseId)).toMatchObject({
      payout_returned: 0,
      paying_out: 0,
      available_share: 0,
      paid_out: 1_700,
      fees: 300,
      fees_pending: 0,
    });
    // Transferred once in all: the retry did not move the same money again.
    expect(await sandboxAccount(failed!.accountId)).toEqual(
      expect.objectContaining({ balanceCents: 0, transferredCents: 1_700 }),
    );
    expect(await attentionFor(t.app, admin, failed!.id)).toMatchObject({
      onPayoutAccountCents: 0,
    });

    // The old failure once more after the retry: still 200, still nothing.
    const after = await ledgerCount(db, courseId);
    const late = await deliver('payout.failed', failed!.providerPayoutId!, failed!.accountId);
    expect(late.statusCode).toBe(200);
    expect(await ledgerCount(db, courseId)).toBe(after);
    // And asking for another payout is refused: the retry paid it.
    const again = await requestPayout(t.app, p.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PAYOUT_ALREADY_REQUESTED');
    expect(await ledgerCount(db, courseId)).toBe(after);
  });
});

describe('on Stripe (paid, then failed: the bank sent it back days later)', () => {
  const WEBHOOK_SECRET = 'whsec_payout_failed_later';
  const signer = new Stripe('sk_test_signing');
  let stub: StripeStub;
  let t: TestApp;
  beforeAll(async () => {
    stub = await startStripeStub();
    t = await createTestApp({
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_payout_failed',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stub.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const deliver = (type: string, objectId: string, account: string | null, id?: string) => {
    const body = eventBody(type, objectId, account, id);
    const signature = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
    });
    return postWebhook(t.app, body, signature);
  };

  async function confirmedDonation(participantId: string, amountCents: number) {
    const sessionId = `cs_later_${Date.now()}_${++counter}`;
    let donationId = '';
    stub.respond('POST', '/v1/checkout/sessions', (req) => {
      donationId = req.body['metadata[donationId]'] ?? '';
      return { body: objects.checkoutSession({ id: sessionId, metadata: { donationId } }) };
    });
    expect((await startDonation(t.app, participantId, { amountCents })).statusCode).toBe(200);
    stub.respond('GET', '/v1/checkout/sessions/:id', () => ({
      body: objects.checkoutSession({
        id: sessionId,
        status: 'complete',
        payment_status: 'paid',
        amount_total: amountCents,
        metadata: { donationId },
        payment_intent: 'pi_later_1',
      }),
    }));
    const res = await deliver('checkout.session.completed', sessionId, null);
    expect(res.statusCode).toBe(200);
  }

  it('reverses the paid payout and the earned fee, and the retry pays out without a transfer', async () => {
    const { db } = t.database;
    const admin = await adminCookie(t.app, db);
    const p = await newParticipant(t.app);
    await confirmedDonation(p.id, 10_000); // fee 800, share 9200
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    await setCourseState(db, p.id, 'passed');
    const courseId = await courseIdOf(db, p.id);

    let payoutStatus = 'pending';
    stub.respond('POST', '/v1/payouts', (req) => ({
      body: objects.payout('pending', {
        id: req.idempotencyKey?.startsWith(first) ? 'po_later_1' : 'po_later_2',
      }),
    }));
    stub.respond('GET', '/v1/payouts/:id', (_r, params) => ({
      body: objects.payout(params.id === 'po_later_1' ? payoutStatus : 'paid', { id: params.id }),
    }));
    const requested = await requestPayout(t.app, p.cookie);
    const first: string = requested.json().payoutId;
    await t.app.jobs.runDue();
    payoutStatus = 'paid';
    expect((await deliver('payout.paid', 'po_later_1', 'acct_test_1')).statusCode).toBe(200);
    expect(await courseBalances(db, courseId)).toMatchObject({ paid_out: 9_200, fees: 800 });

    payoutStatus = 'failed';
    const failedEvent = `evt_later_failed_${Date.now()}`;
    expect(
      (await deliver('payout.failed', 'po_later_1', 'acct_test_1', failedEvent)).statusCode,
    ).toBe(200);
    expect(await courseBalances(db, courseId)).toMatchObject({
      paid_out: 0,
      fees: 0,
      payout_returned: 9_200,
      fees_pending: 800,
      available_share: 0,
    });
    const [failed] = await payoutsOf(db, courseId);
    expect(failed).toMatchObject({ id: first, status: 'failed', providerPayoutId: 'po_later_1' });
    expect(await attentionFor(t.app, admin, first)).toMatchObject({
      returnedToAccount: true,
      onPayoutAccountCents: 9_200,
    });

    const rows = await ledgerCount(db, courseId);
    for (const id of [failedEvent, undefined]) {
      expect((await deliver('payout.failed', 'po_later_1', 'acct_test_1', id)).statusCode).toBe(
        200,
      );
    }
    expect(await ledgerCount(db, courseId)).toBe(rows);

    const retry = await requestPayout(t.app, p.cookie);
    expect(retry.statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(stub.find('POST', '/v1/transfers')).toHaveLength(1);
    const sent = stub.find('POST', '/v1/payouts');
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      stripeAccount: 'acct_test_1',
      idempotencyKey: `${retry.json().payoutId}-payout`,
    });
    expect(sent[1]!.body['amount']).toBe('9200');
    expect((await deliver('payout.paid', 'po_later_2', 'acct_test_1')).statusCode).toBe(200);
    expect(await courseBalances(db, courseId)).toMatchObject({
      payout_returned: 0,
      paid_out: 9_200,
      fees: 800,
      fees_pending: 0,
    });

    const after = await ledgerCount(db, courseId);
    expect((await deliver('payout.failed', 'po_later_1', 'acct_test_1')).statusCode).toBe(200);
    expect(await ledgerCount(db, courseId)).toBe(after);
  });

  it('applies a failure that comes before our job stored the payout id, by our reference', async () => {
    stub.reset();
    const { db } = t.database;
    const p = await newParticipant(t.app);
    await confirmedDonation(p.id, 5_000); // fee 500, share 4500
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    await setCourseState(db, p.id, 'passed');
    const requested = await requestPayout(t.app, p.cookie);
    const payoutId: string = requested.json().payoutId;
    const courseId = await courseIdOf(db, p.id);
    stub.respond('GET', '/v1/payouts/:id', (_r, params) => ({
      body: objects.payout('failed', {
        id: params.id,
        metadata: { payoutKey: params.id === 'po_early' ? payoutId : 'someone-else' },
      }),
    }));

    const rows = await ledgerCount(db, courseId);
    expect((await deliver('payout.failed', 'po_foreign', 'acct_test_1')).statusCode).toBe(200);
    expect(await ledgerCount(db, courseId)).toBe(rows);

    expect((await deliver('payout.failed', 'po_early', 'acct_test_1')).statusCode).toBe(200);
    const [failed] = await payoutsOf(db, courseId);
    expect(failed).toMatchObject({ id: payoutId, status: 'failed', providerPayoutId: 'po_early' });
    expect(await courseBalances(db, courseId)).toMatchObject({
      paying_out: 0,
      payout_returned: 4_500,
      fees_pending: 500,
    });
    await t.app.jobs.runDue(); // the queued job finds the payout settled and sends nothing
    expect(stub.find('POST', '/v1/transfers')).toHaveLength(0);
    expect(stub.find('POST', '/v1/payouts')).toHaveLength(0);
  });
});
