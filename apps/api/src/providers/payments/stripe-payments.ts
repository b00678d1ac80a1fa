// The payment port on Stripe: Checkout for donations, Refunds, and Connect Express accounts with
// transfers and manual payouts for the participants.
import Stripe from 'stripe';
import { WebhookSignatureError, type IdentityView, type PaymentProvider } from './port';
import {
  bankAccountView,
  checkoutView,
  payoutStatus,
  refundStatus,
  refusable,
} from './stripe-mapping';

export type StripePaymentsConfig = {
  secretKey: string;
  webhookSecret: string;
  /** A local stand-in for api.stripe.com (tests, stripe-mock). */
  apiUrl?: string | undefined;
};

export function createStripePayments(config: StripePaymentsConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  return {
    kind: 'stripe',

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.donationId,
          metadata: { donationId: input.donationId },
          // On the intent too, so a refund or dispute seen on its own still names the donation.
          payment_intent_data: { metadata: { donationId: input.donationId } },
          locale: input.language,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried create (double click, job retry) returns the first session instead of a second.
        { idempotencyKey: `checkout-${input.donationId}` },
      );
      if (!session.url) throw new Error(`checkout session ${session.id} came without a url`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(id) {
      // Expanded so an unpaid session can tell a failed debit from one still in flight.
      const session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
      return checkoutView(session);
    },

    async verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (err) {
        // Bad signature, stale timestamp or a body that is not JSON: all the same to the caller.
        throw new WebhookSignatureError(err instanceof Error ? err.message : String(err), {
          cause: err,
        });
      }
      const object = event.data.object as { id?: unknown };
      return {
        id: event.id,
        type: event.type,
        // Some objects (e.g. balance) have no id; such events are acknowledged and ignored.
        objectId: typeof object.id === 'string' ? object.id : '',
        account: event.account ?? null,
      };
    },

    refund({ paymentId, amountCents, idempotencyKey }) {
      return refusable(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentId, amount: amountCents },
          { idempotencyKey },
        );
        return { id: refund.id, status: refundStatus(refund.status) };
      });
    },

    async retrieveRefund(id) {
      const refund = await stripe.refunds.retrieve(id);
      return { id: refund.id, status: refundStatus(refund.status) };
    },

    async createAccount({ participantId, email, country }) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country,
          email,
          capabilities: { transfers: { requested: true } },
          // Stripe only accepts payouts created through the API on a manual schedule.
          settings: { payouts: { schedule: { interval: 'manual' } } },
          metadata: { participantId },
        },
        { idempotencyKey: `account-${participantId}` },
      );
      return { accountId: account.id };
    },

    async onboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        refresh_url: refreshUrl,
        return_url: returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },

    async accountReady(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      return account.payouts_enabled === true;
    },

    addBankAccount({ accountId, holder, iban, country, currency }) {
      return refusable(async () => {
        const bank = await stripe.accounts.createExternalAccount(accountId, {
          external_account: {
            object: 'bank_account',
            country,
            currency: currency.toLowerCase(),
            account_holder_name: holder,
            account_number: iban,
          },
          // The new account replaces the old one, which Stripe will not delete while it is default.
          default_for_currency: true,
        });
        if (bank.object !== 'bank_account')
          throw new Error(`expected a bank account, got ${bank.object}`);
        return bankAccountView(bank, holder);
      });
    },

    async currentBankAccount({ accountId, currency }) {
      const list = await stripe.accounts.listExternalAccounts(accountId, {
        object: 'bank_account',
        limit: 100,
      });
      const lower = currency.toLowerCase();
      const current = list.data.find(
        (item): item is Stripe.BankAccount =>
          item.object === 'bank_account' && item.currency === lower && !!item.default_for_currency,
      );
      return current ? bankAccountView(current, '') : null;
    },

    removeBankAccount({ accountId, bankAccountId }) {
      return refusable(async () => {
        await stripe.accounts.deleteExternalAccount(accountId, bankAccountId);
      });
    },

    payout({ accountId, amountCents, currency, idempotencyKey, fromAccountBalance }) {
      const lower = currency.toLowerCase();
      const payOut = async () => {
        const payout = await stripe.payouts.create(
          { amount: amountCents, currency: lower, metadata: { payoutKey: idempotencyKey } },
          { stripeAccount: accountId, idempotencyKey: `${idempotencyKey}-payout` },
        );
        return { id: payout.id, status: payoutStatus(payout.status) };
      };
      // The money came back to the connected account from a failed payout: no second transfer.
      if (fromAccountBalance) return refusable(payOut);
      return refusable(async () => {
        // Two calls under derived keys: a retry after a refused payout replays the transfer
        // instead of moving the money twice (Stripe keeps keys for 24 hours).
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: lower,
            destination: accountId,
            metadata: { payoutKey: idempotencyKey },
          },
          { idempotencyKey: `${idempotencyKey}-transfer` },
        );
        try {
          return await payOut();
        } catch (error) {
          // A refused payout must leave nothing on the connected account: the caller treats
          // the money as back on the platform, and a later retry transfers it anew.
          await stripe.transfers.createReversal(
            transfer.id,
            { amount: amountCents },
            { idempotencyKey: `${idempotencyKey}-reversal` },
          );
          throw error;
        }
      });
    },

    async retrievePayout({ accountId, payoutId }) {
      const payout = await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId });
      const reference = payout.metadata?.['payoutKey'];
      return {
        id: payout.id,
        status: payoutStatus(payout.status),
        reference: typeof reference === 'string' ? reference : null,
      };
    },

    async createIdentitySession({ reference, participantId, returnUrl }) {
      const session = await stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: { document: { require_matching_selfie: true, require_live_capture: true } },
          metadata: { verificationId: reference, participantId },
          return_url: returnUrl,
        },
        { idempotencyKey: `identity-${reference}` },
      );
      if (!session.url) throw new Error(`verification session ${session.id} came without a url`);
      return { id: session.id, url: session.url };
    },

    async retrieveIdentitySession(id) {
      const session = await stripe.identity.verificationSessions.retrieve(id);
      return identityView(session);
    },
  };
}

/** requires_input with an error is a check that did not pass; without one it is unfinished. */
export function identityView(session: Stripe.Identity.VerificationSession): IdentityView {
  const reference = session.metadata?.['verificationId'];
  const state: IdentityView['state'] =
    session.status === 'verified'
      ? 'verified'
      : session.status === 'canceled'
        ? 'cancelled'
        : session.status === 'requires_input' && session.last_error
          ? 'failed'
          : 'pending';
  return { id: session.id, reference: typeof reference === 'string' ? reference : null, state };
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
    // A stub answers at once; SDK retries would only hide what the test set up.
    maxNetworkRetries: 0,
    telemetry: false,
  };
}
