// The payment port: money services depend on this, never on stripe-node or the sandbox tables.
// Shapes follow Stripe's (Checkout Sessions, Refunds, Connect accounts, transfers and payouts)
// reduced to what the product acts on.
import type { Language } from '@quit/domain/constants';

export type CheckoutState =
  /** The donor has not finished the checkout. */
  | 'open'
  /** Finished, the payment is still being processed (e.g. a bank debit). */
  | 'processing'
  | 'paid'
  /** Finished but the payment failed afterwards. */
  | 'failed'
  /** Abandoned or cancelled: no money moved. */
  | 'expired';

export type CheckoutView = {
  id: string;
  /** Our donation id, as given when the checkout was created. */
  donationId: string;
  state: CheckoutState;
  amountCents: number;
  currency: string;
  /** The charge a refund goes against; present once the donor paid. */
  paymentId: string | null;
};

export type CreateCheckout = {
  donationId: string;
  amountCents: number;
  currency: string;
  /** Shown on the checkout page, e.g. "Donation to Ada L.". */
  description: string;
  customerEmail: string;
  language: Language;
  successUrl: string;
  cancelUrl: string;
};

export type RefundView = {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
};

export type PayoutView = {
  id: string;
  status: 'in_transit' | 'paid' | 'failed';
};

/** A payout as the provider has it, with the reference (our payout id) it was created with. */
export type ProviderPayout = PayoutView & { reference: string | null };

/** A participant's bank account at the provider: never the IBAN, only its last four characters. */
export type BankAccountView = {
  bankAccountId: string;
  holder: string;
  country: string;
  last4: string;
};

/** A verified webhook event, reduced to what decides the action: which object to re-read. */
export type ProviderEvent = {
  id: string;
  type: string;
  objectId: string;
  /** The connected account an event of a participant's account comes from. */
  account: string | null;
};

/** An identity check at the provider (decision A6), reduced to what the product acts on. */
export type IdentityView = {
  id: string;
  /** Our verification id, as given when the session was created. */
  reference: string | null;
  /** pending: not finished or still being checked; failed: the document or selfie did not pass. */
  state: 'pending' | 'verified' | 'failed' | 'cancelled';
};

export type CreateIdentitySession = {
  /** Our verification id (kept in the session's metadata). */
  reference: string;
  participantId: string;
  language: Language;
  /** Where the browser goes when the check is done (our own page). */
  returnUrl: string;
};

/** The provider refused a call (a declined refund, a closed bank account): worth a retry later. */
export class PaymentRefusedError extends Error {
  override name = 'PaymentRefusedError';
}

/** A webhook whose signature or timestamp does not verify. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'sandbox';
  createCheckout(input: CreateCheckout): Promise<{ id: string; url: string }>;
  retrieveCheckout(id: string): Promise<CheckoutView>;
  /** Verifies the signature on the raw body (300 s tolerance) and reads the event. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<ProviderEvent>;
  refund(input: {
    paymentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundView>;
  retrieveRefund(id: string): Promise<RefundView>;
  /** A connected account for the participant's payouts (Stripe Connect Express). */
  createAccount(input: { participantId: string; email: string; country: string }): Promise<{
    accountId: string;
  }>;
  onboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  accountReady(accountId: string): Promise<boolean>;
  /** Adds a bank account as the one payouts go to; throws PaymentRefusedError when refused. */
  addBankAccount(input: {
    accountId: string;
    holder: string;
    iban: string;
    country: string;
    currency: string;
  }): Promise<BankAccountView>;
  /** The bank account payouts in `currency` go to now, as the provider has it. */
  currentBankAccount(input: {
    accountId: string;
    currency: string;
  }): Promise<BankAccountView | null>;
  removeBankAccount(input: { accountId: string; bankAccountId: string }): Promise<void>;
  /**
   * Moves the money to the participant's account and pays it out to their bank. With
   * `fromAccountBalance` nothing is transferred: the money is already on the participant's
   * account (a payout that failed after it was sent returned it there) and is paid out again.
   * Throws PaymentRefusedError when nothing was paid out and any transfer was taken back; a
   * returned view means a payout exists at the provider (a later `failed` leaves the money on
   * the participant's account).
   */
  payout(input: {
    accountId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    fromAccountBalance: boolean;
  }): Promise<PayoutView>;
  retrievePayout(input: { accountId: string; payoutId: string }): Promise<ProviderPayout>;
  /** An identity check with an ID document and a matching selfie (Stripe Identity). */
  createIdentitySession(input: CreateIdentitySession): Promise<{ id: string; url: string }>;
  retrieveIdentitySession(id: string): Promise<IdentityView>;
}

/** The event types the webhook acts on; every other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'payout.paid',
  'payout.failed',
  'payout.updated',
  'account.updated',
  'identity.verification_session.verified',
  'identity.verification_session.requires_input',
  'identity.verification_session.canceled',
  'identity.verification_session.processing',
] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export function isHandledEventType(type: string): type is HandledEventType {
  return (HANDLED_EVENT_TYPES as readonly string[]).includes(type);
}
