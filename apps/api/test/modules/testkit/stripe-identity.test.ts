// Stripe Identity behind the payment port (A6): a document check with a matching selfie, whose
// result comes from Stripe's signed webhook, re-read from "Stripe" (stripe-node against a
// loopback stub of api.stripe.com), through the same webhook handler as payments.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityVerifications } from '../../../src/db/schema';
import { createStripePayments } from '../../../src/providers/payments/stripe-payments';
import type { PaymentProvider } from '../../../src/providers/payments/port';
import { newParticipant, PUBLIC_URL } from '../../support/money';
import { startStripeStub, type StripeStub } from '../../support/stripe-stub';
import { createTestApp, type TestApp } from '../../support/test-app';

const WEBHOOK_SECRET = 'whsec_identity_test';
let stub: StripeStub;
let t: TestApp;
let payments: PaymentProvider;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    PUBLIC_URL,
    STRIPE_SECRET_KEY: 'sk_test_identity',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stub.url,
  });
  payments = createStripePayments({
    secretKey: 'sk_test_identity',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(() => stub.reset());

const session = (over: Record<string, unknown>) => ({
  id: 'vs_test_1',
  object: 'identity.verification_session',
  type: 'document',
  status: 'requires_input',
  last_error: null,
  url: 'https://verify.stripe.test/start/vs_test_1',
  metadata: { verificationId: 'ver_1' },
  ...over,
});

describe('the adapter', () => {
  it('asks for a document with a live selfie, keyed by our verification id', async () => {
    stub.respond('POST', '/v1/identity/verification_sessions', () => ({ body: session({}) }));
    const created = await payments.createIdentitySession({
      reference: 'ver_1',
      participantId: 'user_1',
      language: 'de',
      returnUrl: `${PUBLIC_URL}/participant/dashboard`,
    });
    expect(created).toEqual({ id: 'vs_test_1', url: 'https://verify.stripe.test/start/vs_test_1' });
    const [sent] = stub.find('POST', '/v1/identity/verification_sessions');
    expect(sent?.body).toMatchObject({
      type: 'document',
      'options[document][require_matching_selfie]': 'true',
      'metadata[verificationId]': 'ver_1',
      return_url: `${PUBLIC_URL}/participant/dashboard`,
    });
    expect(sent?.idempotencyKey).toBe('identity-ver_1');
  });

  it.each([
    [{ status: 'verified' }, 'verified'],
    [{ status: 'processing' }, 'pending'],
    [{ status: 'requires_input' }, 'pending'],
    [{ status: 'requires_input', last_error: { code: 'selfie_face_mismatch' } }, 'failed'],
    [{ status: 'canceled' }, 'cancelled'],
  ])('reads %o as %s', async (over, state) => {
    stub.respond('GET', '/v1/identity/verification_sessions/:id', () => ({
      body: session(over),
    }));
    expect(await payments.retrieveIdentitySession('vs_test_1')).toEqual({
      id: 'vs_test_1',
      reference: 'ver_1',
      state,
    });
  });
});

describe('its webhook', () => {
  const signer = new Stripe('sk_test_signing');
  function deliver(objectId: string, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({
      id: `evt_identity_${Date.now()}_${Math.random()}`,
      object: 'event',
      type: 'identity.verification_session.verified',
      data: { object: { id: objectId } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
      },
    });
  }

  it('verifies the participant only from a signed event that Stripe backs', async () => {
    const p = await newParticipant(t.app);
    const [row] = await t.database.db
      .insert(identityVerifications)
      .values({ participantId: p.id, provider: 'stripe', sessionId: 'vs_live_9' })
      .returning();
    const stateOf = async () =>
      (
        await t.database.db
          .select()
          .from(identityVerifications)
          .where(eq(identityVerifications.id, row!.id))
      )[0]!.state;

    const forged = await deliver('vs_live_9', 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    expect(stub.find('GET', '/v1/identity/verification_sessions/:id')).toHaveLength(0);
    expect(await stateOf()).toBe('pending');

    // Signed, but Stripe says the check still waits: nothing changes.
    stub.respond('GET', '/v1/identity/verification_sessions/:id', () => ({
      body: session({
        id: 'vs_live_9',
        status: 'processing',
        metadata: { verificationId: row!.id },
      }),
    }));
    expect((await deliver('vs_live_9')).statusCode).toBe(200);
    expect(await stateOf()).toBe('pending');

    stub.respond('GET', '/v1/identity/verification_sessions/:id', () => ({
      body: session({ id: 'vs_live_9', status: 'verified', metadata: { verificationId: row!.id } }),
    }));
    expect((await deliver('vs_live_9')).statusCode).toBe(200);
    expect(await stateOf()).toBe('verified');
  });
});
