// Pure translations from Stripe's objects to the port's views, kept apart from the calls so the
// state rules can be read (and reviewed) in one place.
import Stripe from 'stripe';
import {
  PaymentRefusedError,
  type BankAccountView,
  type CheckoutState,
  type CheckoutView,
  type PayoutView,
} from './port';

export function checkoutView(session: Stripe.Checkout.Session): CheckoutView {
  const donationId = session.metadata?.donationId ?? session.client_reference_id;
  // Every session we create carries the id; one without it is not ours to act on.
  if (!donationId) throw new Error(`checkout session ${session.id} carries no donation id`);
  const intent = session.payment_intent;
  return {
    id: session.id,
    donationId,
    state: checkoutState(session),
    amountCents: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

function checkoutState(session: Stripe.Checkout.Session): CheckoutState {
  switch (session.status) {
    case 'expired':
      return 'expired';
    case 'complete':
      break;
    default:
      return 'open';
  }
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  // A completed but unpaid session is a delayed method (e.g. SEPA debit): it failed only once the
  // intent wants a new payment method or was cancelled; otherwise the bank is still working.
  const intent = session.payment_intent;
  const intentStatus = typeof intent === 'object' && intent !== null ? intent.status : undefined;
  return intentStatus === 'requires_payment_method' || intentStatus === 'canceled'
    ? 'failed'
    : 'processing';
}

/** The holder as Stripe stored it, else the one we sent (`fallbackHolder`). */
export function bankAccountView(bank: Stripe.BankAccount, fallbackHolder: string): BankAccountView {
  return {
    bankAccountId: bank.id,
    holder: bank.account_holder_name ?? fallbackHolder,
    country: bank.country,
    last4: bank.last4,
  };
}

export function refundStatus(status: string | null): 'pending' | 'succeeded' | 'failed' {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  // pending and requires_action both settle later and announce themselves by webhook.
  return 'pending';
}

export function payoutStatus(status: string): PayoutView['status'] {
  if (status === 'paid') return 'paid';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'in_transit';
}

/**
 * A declined card or a request Stripe rejects on its merits (balance too low, bank account closed)
 * becomes a refusal; connection, rate-limit and server errors stay as they are so the job queue
 * retries them unchanged.
 */
export function asRefusal(err: unknown): unknown {
  if (
    err instanceof Stripe.errors.StripeCardError ||
    err instanceof Stripe.errors.StripeInvalidRequestError
  ) {
    return new PaymentRefusedError(err.message, { cause: err });
  }
  return err;
}

export async function refusable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asRefusal(err);
  }
}
