import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, ledgerEntries, providerEvents } from '../../../src/db/schema';
import { signSandboxEvent } from '../../../src/providers/payments/sandbox-payments';
import {
  balanceOf,
  checkoutIdOf,
  newParticipant,
  PUBLIC_URL,
  startDonation,
} from '../../support/money';
import { sharedSecret } from '../../../src/platform/auth/secret';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '3600', PUBLIC_URL });
  // The secret the app generated for its sandbox's signatures (the same call finds it).
  secret = await sharedSecret(t.database.db, 'sandbox_webhook_secret', 'whsec_');
});
afterAll(() => t.close());

let counter = 0;
function event(type: string, objectId: string) {
  counter += 1;
  return JSON.stringify({
    id: `evt_test_${Date.now()}_${counter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: objectId } },
  });
}

const post = (body: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });

async function paidCheckout() {
  const participant = await newParticipant(t.app);
  const started = await startDonation(t.app, participant.id, { amountCents: 10_000 });
  const { checkoutUrl, donationId } = started.json();
  await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${checkoutIdOf(checkoutUrl)}`,
    payload: { action: 'pay' },
  });
  return { participant, checkoutId: checkoutIdOf(checkoutUrl), donationId };
}

const ledgerRows = async (donationId: string) =>
  (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.donationId, donationId)))
    .length;

describe('POST /api/stripe/webhook', () => {
  it('refuses a forged signature, a tampered body, an old timestamp and no signature', async () => {
    const { checkoutId, donationId } = await paidCheckout();
    const body = event('checkout.session.completed', checkoutId);
    const signer = new Stripe('sk_test_x');
    const cases = [
      [body, signSandboxEvent(body, 'whsec_someone_else')],
      [body.replace('completed', 'expired'), signSandboxEvent(body, secret)],
      [
        body,
        signer.webhooks.generateTestHeaderString({
          payload: body,
          secret,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
      ],
      [body, undefined],
    ] as const;
    for (const [payload, signature] of cases) {
      const res = await post(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_SIGNATURE',
        message: 'The request signature is not valid',
      });
    }
    expect(await ledgerRows(donationId)).toBe(0);
  });

  it('acts once on a replayed event', async () => {
    const { participant, checkoutId, donationId } = await paidCheckout();
    const body = event('checkout.session.completed', checkoutId);
    const first = await post(body, signSandboxEvent(body, secret));
    expect(first.statusCode).toBe(200);
    const rows = await ledgerRows(donationId);
    expect(rows).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const again = await post(body, signSandboxEvent(body, secret));
      expect(again.statusCode).toBe(200);
    }
    expect(await ledgerRows(donationId)).toBe(rows);
    expect((await balanceOf(t.app, participant.cookie)).pendingCents).toBe(9_200);
  });

  it('reaches the same end when events arrive out of order or twice', async () => {
    const { participant, checkoutId, donationId } = await paidCheckout();
    // The provider confirms the money; its events reach us newest first.
    await t.database.db.execute(
      `update sandbox_objects set data = jsonb_set(data, '{paymentStatus}', '"paid"') where id = '${checkoutId}'`,
    );
    const succeeded = event('checkout.session.async_payment_succeeded', checkoutId);
    const completed = event('checkout.session.completed', checkoutId);
    for (const body of [succeeded, completed, succeeded, completed]) {
      expect((await post(body, signSandboxEvent(body, secret))).statusCode).toBe(200);
    }
    const balance = await balanceOf(t.app, participant.cookie);
    expect(balance).toMatchObject({ pendingCents: 0, availableCents: 9_200 });
    const [donation] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, donationId));
    expect(donation?.status).toBe('available');
    // One charge and one confirmation: 3 + 4 ledger rows.
    expect(await ledgerRows(donationId)).toBe(7);
  });

  it('acknowledges and ignores event types outside the allow-list', async () => {
    const body = event('customer.created', 'cus_1');
    const res = await post(body, signSandboxEvent(body, secret));
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db.select().from(providerEvents);
    expect(stored.some((e) => e.type === 'customer.created')).toBe(false);
  });

  it('re-reads the checkout: a forged "completed" for an unpaid session confirms nothing', async () => {
    const participant = await newParticipant(t.app);
    const started = await startDonation(t.app, participant.id);
    const checkoutId = checkoutIdOf(started.json().checkoutUrl);
    const body = event('checkout.session.completed', checkoutId);
    expect((await post(body, signSandboxEvent(body, secret))).statusCode).toBe(200);
    const balance = await balanceOf(t.app, participant.cookie);
    expect(balance).toMatchObject({ pendingCents: 0, availableCents: 0, donations: [] });
  });
});
