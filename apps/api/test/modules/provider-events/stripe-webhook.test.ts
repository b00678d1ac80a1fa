// The app on real Stripe settings (stripe-node against a loopback stub of api.stripe.com):
// a donation's checkout, its signed webhook through the same handler as the sandbox's, the
// object re-read from "Stripe", and a refund with an idempotency key.
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refundCourse } from '../../../src/modules/money/refunds';
import { balanceOf, newParticipant, PUBLIC_URL, startDonation } from '../../support/money';
import { objects, startStripeStub, type StripeStub } from '../../support/stripe-stub';
import { createTestApp, type TestApp } from '../../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_app_level';
let stub: StripeStub;
let t: TestApp;
beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    PUBLIC_URL,
    STRIPE_SECRET_KEY: 'sk_test_app_level',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const signer = new Stripe('sk_test_signing');
function deliver(type: string, objectId: string, id = `evt_${type}_${Date.now()}`) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object: { id: objectId } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  });
}

it('confirms a Stripe Checkout donation from its webhook and refunds it through Stripe', async () => {
  const p = await newParticipant(t.app);
  let donationId = '';
  stub.respond('POST', '/v1/checkout/sessions', (req) => {
    donationId = req.body['metadata[donationId]'] ?? '';
    return {
      body: objects.checkoutSession({
        id: 'cs_live_1',
        amount_total: 5_000,
        metadata: { donationId },
      }),
    };
  });
  const started = await startDonation(t.app, p.id, { amountCents: 5_000 });
  expect(started.statusCode).toBe(200);
  expect(started.json().checkoutUrl).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
  const [create] = stub.find('POST', '/v1/checkout/sessions');
  expect(create?.body['line_items[0][price_data][unit_amount]']).toBe('5000');
  expect(create?.body['success_url']).toBe(
    `${PUBLIC_URL}/supporter/support/${p.id}?donation=success`,
  );

  // The event says "completed"; what counts is the session as Stripe answers it now.
  stub.respond('GET', '/v1/checkout/sessions/:id', () => ({
    body: objects.checkoutSession({
      id: 'cs_live_1',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5_000,
      metadata: { donationId },
      payment_intent: 'pi_live_1',
    }),
  }));
  const res = await deliver('checkout.session.completed', 'cs_live_1');
  expect(res.statusCode).toBe(200);
  expect(stub.find('GET', '/v1/checkout/sessions/:id')).toHaveLength(1);
  let balance = await balanceOf(t.app, p.cookie);
  expect(balance).toMatchObject({ availableCents: 4_500, pendingCents: 0 });

  stub.respond('POST', '/v1/refunds', () => ({
    body: { id: 're_live_1', object: 'refund', status: 'succeeded', amount: 5_000 },
  }));
  await refundCourse(t.app.money, balance.courseId as string, 'cancelled');
  await t.app.jobs.runDue();
  const [refund] = stub.find('POST', '/v1/refunds');
  expect(refund?.body).toMatchObject({ payment_intent: 'pi_live_1', amount: '5000' });
  expect(refund?.idempotencyKey).toMatch(/-0$/);
  balance = await balanceOf(t.app, p.cookie);
  expect(balance).toMatchObject({ availableCents: 0, refundedCents: 5_000 });
});

it('does not confirm when the amount Stripe charged differs from the donation', async () => {
  const p = await newParticipant(t.app);
  let donationId = '';
  stub.respond('POST', '/v1/checkout/sessions', (req) => {
    donationId = req.body['metadata[donationId]'] ?? '';
    return { body: objects.checkoutSession({ id: 'cs_live_2', metadata: { donationId } }) };
  });
  await startDonation(t.app, p.id, { amountCents: 5_000 });
  stub.respond('GET', '/v1/checkout/sessions/:id', () => ({
    body: objects.checkoutSession({
      id: 'cs_live_2',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 100,
      metadata: { donationId },
      payment_intent: 'pi_live_2',
    }),
  }));
  expect((await deliver('checkout.session.completed', 'cs_live_2')).statusCode).toBe(200);
  expect(await balanceOf(t.app, p.cookie)).toMatchObject({ availableCents: 0, pendingCents: 0 });
});

it('refuses an event signed with another secret', async () => {
  const payload = JSON.stringify({
    id: 'evt_x',
    type: 'checkout.session.completed',
    data: { object: { id: 'cs' } },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_wrong',
      }),
    },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('INVALID_SIGNATURE');
});

it('has no sandbox pages beside real Stripe', async () => {
  const res = await t.app.inject({
    url: '/api/sandbox/checkout/cs_sandbox_000000000000000000000000',
  });
  expect(res.statusCode).toBe(404);
});
