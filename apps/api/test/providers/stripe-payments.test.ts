import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentRefusedError,
  WebhookSignatureError,
  type PaymentProvider,
} from '../../src/providers/payments/port';
import { createStripePayments } from '../../src/providers/payments/stripe-payments';
import { objects, startStripeStub, stripeError, type StripeStub } from '../support/stripe-stub';

const secretKey = 'sk_test_quitpot';
const webhookSecret = 'whsec_quitpot_test';

let stub: StripeStub;
let payments: PaymentProvider;

beforeAll(async () => {
  stub = await startStripeStub();
  payments = createStripePayments({ secretKey, webhookSecret, apiUrl: stub.url });
});
afterAll(() => stub.close());
beforeEach(() => stub.reset());

function only(method: string, pattern: string) {
  const found = stub.find(method, pattern);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('checkout', () => {
  it('creates a session with the donation on it and a per-donation idempotency key', async () => {
    const created = await payments.createCheckout({
      donationId: 'don_42',
      amountCents: 2500,
      currency: 'EUR',
      description: 'Donation to Ada L.',
      customerEmail: 'bob@example.com',
      language: 'de',
      successUrl: 'https://quit.example/donate/done',
      cancelUrl: 'https://quit.example/donate/cancel',
    });

    expect(created).toEqual({
      id: 'cs_test_1',
      url: 'https://checkout.stripe.test/c/pay/cs_test_1',
    });
    const req = only('POST', '/v1/checkout/sessions');
    expect(req.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(req.idempotencyKey).toBe('checkout-don_42');
    expect(req.body).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][product_data][name]': 'Donation to Ada L.',
      customer_email: 'bob@example.com',
      client_reference_id: 'don_42',
      'metadata[donationId]': 'don_42',
      'payment_intent_data[metadata][donationId]': 'don_42',
      locale: 'de',
      success_url: 'https://quit.example/donate/done',
      cancel_url: 'https://quit.example/donate/cancel',
    });
  });

  const intent = (status: string) => objects.paymentIntent(status);
  it.each([
    ['open', { status: 'open', payment_status: 'unpaid' }, 'open'],
    ['expired', { status: 'expired', payment_status: 'unpaid' }, 'expired'],
    ['complete and paid', { status: 'complete', payment_status: 'paid' }, 'paid'],
    [
      'complete without payment required',
      { status: 'complete', payment_status: 'no_payment_required' },
      'paid',
    ],
    [
      'complete, unpaid, debit in flight',
      { status: 'complete', payment_status: 'unpaid', payment_intent: intent('processing') },
      'processing',
    ],
    [
      'complete, unpaid, debit failed',
      {
        status: 'complete',
        payment_status: 'unpaid',
        payment_intent: intent('requires_payment_method'),
      },
      'failed',
    ],
    [
      'complete, unpaid, intent cancelled',
      { status: 'complete', payment_status: 'unpaid', payment_intent: intent('canceled') },
      'failed',
    ],
  ])('maps a session that is %s', async (_name, session, state) => {
    stub.respond('GET', '/v1/checkout/sessions/:id', (_r, p) => ({
      body: objects.checkoutSession({ id: p.id, ...session }),
    }));
    const view = await payments.retrieveCheckout('cs_test_7');
    expect(view.state).toBe(state);
    expect(view.id).toBe('cs_test_7');
    expect(only('GET', '/v1/checkout/sessions/cs_test_7').query).toEqual({
      'expand[0]': 'payment_intent',
    });
  });

  it('reads the donation, amount, currency and payment from a paid session', async () => {
    stub.respond('GET', '/v1/checkout/sessions/:id', () => ({
      body: objects.checkoutSession({
        status: 'complete',
        payment_status: 'paid',
        amount_total: 1234,
        currency: 'chf',
        metadata: { donationId: 'don_9' },
        client_reference_id: 'don_9',
        payment_intent: objects.paymentIntent('succeeded', { id: 'pi_77' }),
      }),
    }));
    expect(await payments.retrieveCheckout('cs_test_1')).toEqual({
      id: 'cs_test_1',
      donationId: 'don_9',
      state: 'paid',
      amountCents: 1234,
      currency: 'CHF',
      paymentId: 'pi_77',
    });
  });

  it('takes an unexpanded payment intent id and falls back to client_reference_id', async () => {
    stub.respond('GET', '/v1/checkout/sessions/:id', () => ({
      body: objects.checkoutSession({
        status: 'complete',
        payment_status: 'paid',
        metadata: {},
        client_reference_id: 'don_3',
        payment_intent: 'pi_88',
      }),
    }));
    const view = await payments.retrieveCheckout('cs_test_1');
    expect(view).toMatchObject({ donationId: 'don_3', paymentId: 'pi_88' });
  });

  it('has no payment id while the session is open', async () => {
    expect((await payments.retrieveCheckout('cs_test_1')).paymentId).toBeNull();
  });
});

describe('refunds', () => {
  const input = { paymentId: 'pi_1', amountCents: 1500, idempotencyKey: 'refund-don_1' };

  it('refunds the payment intent under the given idempotency key', async () => {
    expect(await payments.refund(input)).toEqual({ id: 're_test_1', status: 'succeeded' });
    const req = only('POST', '/v1/refunds');
    expect(req.body).toEqual({ payment_intent: 'pi_1', amount: '1500' });
    expect(req.idempotencyKey).toBe('refund-don_1');
  });

  it.each([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('maps a %s refund to %s', async (stripeStatus, status) => {
    stub.respond('POST', '/v1/refunds', () => ({ body: objects.refund(stripeStatus) }));
    expect((await payments.refund(input)).status).toBe(status);
  });

  it.each([
    [400, 'invalid_request_error', 'Charge pi_1 has already been refunded.'],
    [402, 'card_error', 'Your card was declined.'],
  ])('turns a %i %s into a refusal', async (status, type, message) => {
    stub.respond('POST', '/v1/refunds', () => stripeError(status, type, message));
    const err = await payments.refund(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentRefusedError);
    expect((err as Error).message).toBe(message);
  });

  it('rethrows a server error unchanged so the job queue retries it', async () => {
    stub.respond('POST', '/v1/refunds', () => stripeError(500, 'api_error', 'Something broke.'));
    const err = await payments.refund(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(err).not.toBeInstanceOf(PaymentRefusedError);
  });

  it('rethrows a connection error unchanged', async () => {
    const down = await startStripeStub();
    await down.close();
    const offline = createStripePayments({ secretKey, webhookSecret, apiUrl: down.url });
    const err = await offline.refund(input).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeConnectionError);
  });

  it('retrieves a refund', async () => {
    stub.respond('GET', '/v1/refunds/:id', (_r, p) => ({
      body: objects.refund('pending', { id: p.id }),
    }));
    expect(await payments.retrieveRefund('re_9')).toEqual({ id: 're_9', status: 'pending' });
  });
});

describe('connected accounts', () => {
  it('creates an Express account with transfers, manual payouts and the participant', async () => {
    const created = await payments.createAccount({
      participantId: 'par_5',
      email: 'ada@example.com',
      country: 'DE',
    });
    expect(created).toEqual({ accountId: 'acct_test_1' });
    const req = only('POST', '/v1/accounts');
    expect(req.idempotencyKey).toBe('account-par_5');
    expect(req.body).toEqual({
      type: 'express',
      country: 'DE',
      email: 'ada@example.com',
      'capabilities[transfers][requested]': 'true',
      'settings[payouts][schedule][interval]': 'manual',
      'metadata[participantId]': 'par_5',
    });
  });

  it('asks for an onboarding link', async () => {
    const link = await payments.onboardingLink({
      accountId: 'acct_5',
      returnUrl: 'https://quit.example/payout/done',
      refreshUrl: 'https://quit.example/payout/again',
    });
    expect(link.url).toBe('https://connect.stripe.test/setup/e/acct_5');
    expect(only('POST', '/v1/account_links').body).toEqual({
      account: 'acct_5',
      refresh_url: 'https://quit.example/payout/again',
      return_url: 'https://quit.example/payout/done',
      type: 'account_onboarding',
    });
  });

  it('is ready once payouts are enabled', async () => {
    expect(await payments.accountReady('acct_5')).toBe(false);
    stub.respond('GET', '/v1/accounts/:id', (_r, p) => ({
      body: objects.account({ id: p.id, payouts_enabled: true }),
    }));
    expect(await payments.accountReady('acct_5')).toBe(true);
    expect(stub.find('GET', '/v1/accounts/acct_5')).toHaveLength(2);
  });

  it('adds a bank account as the default for its currency', async () => {
    const bank = await payments.addBankAccount({
      accountId: 'acct_5',
      holder: 'Ada Lovelace',
      iban: 'DE89370400440532013000',
      country: 'DE',
      currency: 'EUR',
    });
    expect(bank).toEqual({
      bankAccountId: 'ba_test_1',
      holder: 'Ada Lovelace',
      country: 'DE',
      last4: '3000',
    });
    expect(only('POST', '/v1/accounts/acct_5/external_accounts').body).toEqual({
      'external_account[object]': 'bank_account',
      'external_account[country]': 'DE',
      'external_account[currency]': 'eur',
      'external_account[account_holder_name]': 'Ada Lovelace',
      'external_account[account_number]': 'DE89370400440532013000',
      default_for_currency: 'true',
    });
  });

  it('turns a rejected bank account into a refusal', async () => {
    stub.respond('POST', '/v1/accounts/:id/external_accounts', () =>
      stripeError(
        400,
        'invalid_request_error',
        'The IBAN is invalid.',
        'invalid_bank_account_iban',
      ),
    );
    const added = payments.addBankAccount({
      accountId: 'acct_5',
      holder: 'Ada Lovelace',
      iban: 'DE00',
      country: 'DE',
      currency: 'EUR',
    });
    await expect(added).rejects.toThrow(PaymentRefusedError);
    await expect(added).rejects.toThrow('The IBAN is invalid.');
  });

  it('removes a bank account', async () => {
    await payments.removeBankAccount({ accountId: 'acct_5', bankAccountId: 'ba_7' });
    only('DELETE', '/v1/accounts/acct_5/external_accounts/ba_7');
  });

  it('turns a refused removal into a refusal', async () => {
    stub.respond('DELETE', '/v1/accounts/:id/external_accounts/:ba', () =>
      stripeError(400, 'invalid_request_error', 'You cannot delete the default bank account.'),
    );
    const removed = payments.removeBankAccount({ accountId: 'acct_5', bankAccountId: 'ba_7' });
    await expect(removed).rejects.toThrow(PaymentRefusedError);
  });

  it('reads the bank account payouts in the currency go to', async () => {
    const list = (data: unknown[]) => ({
      body: { object: 'list', url: '/v1/accounts/acct_5/external_accounts', has_more: false, data },
    });
    stub.respond('GET', '/v1/accounts/:id/external_accounts', () =>
      list([
        objects.bankAccount({ id: 'ba_old', last4: '1111', default_for_currency: false }),
        objects.bankAccount({ id: 'ba_usd', currency: 'usd', default_for_currency: true }),
        objects.bankAccount({
          id: 'ba_now',
          last4: '2222',
          account_holder_name: 'Ada King',
          default_for_currency: true,
        }),
      ]),
    );
    expect(await payments.currentBankAccount({ accountId: 'acct_5', currency: 'EUR' })).toEqual({
      bankAccountId: 'ba_now',
      holder: 'Ada King',
      country: 'DE',
      last4: '2222',
    });
    expect(only('GET', '/v1/accounts/acct_5/external_accounts').query).toMatchObject({
      object: 'bank_account',
    });
    stub.respond('GET', '/v1/accounts/:id/external_accounts', () => list([]));
    expect(await payments.currentBankAccount({ accountId: 'acct_5', currency: 'EUR' })).toBeNull();
  });
});

describe('payouts', () => {
  const input = {
    accountId: 'acct_5',
    amountCents: 4200,
    currency: 'EUR',
    idempotencyKey: 'payout-7',
    fromAccountBalance: false,
  };

  it('transfers to the account, then pays out on it under derived keys', async () => {
    expect(await payments.payout(input)).toEqual({ id: 'po_test_1', status: 'in_transit' });

    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/transfers',
      'POST /v1/payouts',
    ]);
    const [transfer, payout] = stub.requests;
    expect(transfer!.body).toEqual({
      amount: '4200',
      currency: 'eur',
      destination: 'acct_5',
      'metadata[payoutKey]': 'payout-7',
    });
    expect(transfer!.idempotencyKey).toBe('payout-7-transfer');
    expect(transfer!.stripeAccount).toBeUndefined();

    expect(payout!.body).toEqual({
      amount: '4200',
      currency: 'eur',
      'metadata[payoutKey]': 'payout-7',
    });
    expect(payout!.idempotencyKey).toBe('payout-7-payout');
    expect(payout!.stripeAccount).toBe('acct_5');
  });

  it.each([
    ['pending', 'in_transit'],
    ['in_transit', 'in_transit'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('maps a %s payout to %s', async (stripeStatus, status) => {
    stub.respond('POST', '/v1/payouts', () => ({ body: objects.payout(stripeStatus) }));
    expect((await payments.payout(input)).status).toBe(status);
  });

  it('turns an insufficient balance on the transfer into a refusal and stops', async () => {
    stub.respond('POST', '/v1/transfers', () =>
      stripeError(400, 'invalid_request_error', 'Insufficient funds.', 'balance_insufficient'),
    );
    await expect(payments.payout(input)).rejects.toThrow(PaymentRefusedError);
    expect(stub.find('POST', '/v1/payouts')).toHaveLength(0);
  });

  it('turns a refused payout into a refusal and takes the transfer back', async () => {
    stub.respond('POST', '/v1/payouts', () =>
      stripeError(400, 'invalid_request_error', 'No external account in eur.'),
    );
    stub.respond('POST', '/v1/transfers/:id/reversals', (_r, p) => ({
      body: { id: 'trr_1', object: 'transfer_reversal', transfer: p.id, amount: 4200 },
    }));
    await expect(payments.payout(input)).rejects.toThrow(PaymentRefusedError);
    const [reversal] = stub.find('POST', '/v1/transfers/:id/reversals');
    expect(reversal?.body).toEqual({ amount: '4200' });
    expect(reversal?.idempotencyKey).toBe('payout-7-reversal');
  });

  it('pays out money already on the connected account without a second transfer', async () => {
    const again = { ...input, idempotencyKey: 'payout-8', fromAccountBalance: true };
    expect(await payments.payout(again)).toEqual({ id: 'po_test_1', status: 'in_transit' });
    expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payouts']);
    const [payout] = stub.requests;
    expect(payout!.stripeAccount).toBe('acct_5');
    expect(payout!.idempotencyKey).toBe('payout-8-payout');
    expect(payout!.body).toEqual({
      amount: '4200',
      currency: 'eur',
      'metadata[payoutKey]': 'payout-8',
    });
  });

  it('refuses a payout from the account balance without reversing anything', async () => {
    stub.respond('POST', '/v1/payouts', () =>
      stripeError(400, 'invalid_request_error', 'Insufficient funds in the account.'),
    );
    await expect(payments.payout({ ...input, fromAccountBalance: true })).rejects.toThrow(
      PaymentRefusedError,
    );
    expect(stub.find('POST', '/v1/transfers')).toHaveLength(0);
    expect(stub.find('POST', '/v1/transfers/:id/reversals')).toHaveLength(0);
  });

  it('retrieves a payout on the connected account', async () => {
    stub.respond('GET', '/v1/payouts/:id', (_r, p) => ({
      body: objects.payout('failed', { id: p.id }),
    }));
    const view = await payments.retrievePayout({ accountId: 'acct_5', payoutId: 'po_9' });
    expect(view).toEqual({ id: 'po_9', status: 'failed', reference: null });
    expect(only('GET', '/v1/payouts/po_9').stripeAccount).toBe('acct_5');
  });

  it('reads our reference back from a payout', async () => {
    stub.respond('GET', '/v1/payouts/:id', (_r, p) => ({
      body: objects.payout('in_transit', { id: p.id, metadata: { payoutKey: 'payout-7' } }),
    }));
    const view = await payments.retrievePayout({ accountId: 'acct_5', payoutId: 'po_9' });
    expect(view).toEqual({ id: 'po_9', status: 'in_transit', reference: 'payout-7' });
  });
});

describe('webhooks', () => {
  const event = {
    id: 'evt_1',
    object: 'event',
    type: 'payout.paid',
    account: 'acct_5',
    created: 1_700_000_000,
    data: { object: { id: 'po_9', object: 'payout', status: 'paid' } },
  };
  const payload = JSON.stringify(event);
  const now = () => Math.floor(Date.now() / 1000);
  const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp ?? now(),
    });

  it('reads a signed event', async () => {
    const verified = await payments.verifyWebhook(Buffer.from(payload), sign(payload));
    expect(verified).toEqual({
      id: 'evt_1',
      type: 'payout.paid',
      objectId: 'po_9',
      account: 'acct_5',
    });
  });

  it('has no account on a platform event', async () => {
    const platform = JSON.stringify({ ...event, account: undefined });
    const verified = await payments.verifyWebhook(Buffer.from(platform), sign(platform));
    expect(verified.account).toBeNull();
  });

  it('accepts a signature just inside the 300 s tolerance', async () => {
    const header = sign(payload, { timestamp: now() - 290 });
    await expect(payments.verifyWebhook(Buffer.from(payload), header)).resolves.toMatchObject({
      id: 'evt_1',
    });
  });

  type Delivery = { body: string; header: string | undefined };
  const refused: [string, () => Delivery][] = [
    ['a tampered body', () => ({ body: payload.replace('po_9', 'po_1'), header: sign(payload) })],
    ['a wrong secret', () => ({ body: payload, header: sign(payload, { secret: 'whsec_other' }) })],
    [
      'a signature older than 300 s',
      () => ({ body: payload, header: sign(payload, { timestamp: now() - 301 }) }),
    ],
    ['a missing header', () => ({ body: payload, header: undefined })],
    ['a garbled header', () => ({ body: payload, header: 'not-a-signature' })],
  ];
  it.each(refused)('refuses %s', async (_name, deliver) => {
    const { body, header } = deliver();
    await expect(payments.verifyWebhook(Buffer.from(body), header)).rejects.toThrow(
      WebhookSignatureError,
    );
  });
});
