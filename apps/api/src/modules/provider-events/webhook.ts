// POST /api/stripe/webhook, for Stripe and the sandbox alike (documenso's pattern): verify the
// signature on the raw body, act only on an allow-list of event types, re-read the object from
// the provider, and store the event id in the same transaction as the effect.
import { and, eq } from 'drizzle-orm';
import { donations, payoutAccounts, payouts, refunds } from '../../db/schema';
import { AppError } from '../../platform/errors';
import {
  isHandledEventType,
  WebhookSignatureError,
  type CheckoutView,
  type ProviderEvent,
} from '../../providers/payments/port';
import { applyCheckout } from '../money/checkout-events';
import { applyIdentityEvent } from '../testkit/identity-events';
import type { ServiceDeps } from '../../core/service-deps';
import { applyPayoutView } from '../money/payout-outcomes';
import { queueFailedBonusPayouts } from '../money/bonus-payout';
import { applyRefundView } from '../money/refunds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checkout an event names, or null when it is not one of ours: the provider does not know
 * it (or it carries no donation of ours) and no donation was started with it. When a donation
 * was, a failing provider call is a real error, so the provider retries the event.
 */
async function ourCheckout(deps: ServiceDeps, checkoutId: string): Promise<CheckoutView | null> {
  let checkout: CheckoutView | undefined;
  try {
    checkout = await deps.payments.retrieveCheckout(checkoutId);
  } catch (error) {
    const [started] = await deps.db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.checkoutId, checkoutId));
    if (started) throw error;
    return null;
  }
  return UUID.test(checkout.donationId) ? checkout : null;
}

async function payoutByReference(deps: ServiceDeps, reference: string | null, accountId: string) {
  if (reference === null || !UUID.test(reference)) return undefined;
  const [payout] = await deps.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, reference), eq(payouts.accountId, accountId)));
  return payout;
}

async function act(deps: ServiceDeps, event: ProviderEvent): Promise<string> {
  const { db, payments } = deps;
  if (event.type.startsWith('checkout.session.')) {
    const checkout = await ourCheckout(deps, event.objectId);
    return checkout ? applyCheckout(deps, event, checkout) : 'unknown';
  }
  if (event.type.startsWith('identity.verification_session.')) {
    const outcome = await applyIdentityEvent(deps, event);
    return outcome === 'unknown' ? 'unknown' : 'applied';
  }
  if (event.type.startsWith('refund.')) {
    const [refund] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.providerRefundId, event.objectId));
    if (!refund) return 'unknown';
    await applyRefundView(deps, refund.id, await payments.retrieveRefund(event.objectId), event);
    return 'applied';
  }
  if (event.type.startsWith('payout.')) {
    const [known] = await db
      .select()
      .from(payouts)
      .where(eq(payouts.providerPayoutId, event.objectId));
    const accountId = event.account ?? known?.accountId;
    if (!accountId) return 'unknown';
    const current = await payments.retrievePayout({ accountId, payoutId: event.objectId });
    // An event can come before our job stored the provider's id: the payout carries ours.
    const payout = known ?? (await payoutByReference(deps, current.reference, accountId));
    if (!payout) return 'unknown';
    await applyPayoutView(deps, payout.id, current, event);
    return 'applied';
  }
  // account.updated: onboarding finished (or payouts were switched off again).
  const [account] = await db
    .select({ accountId: payoutAccounts.accountId, participantId: payoutAccounts.participantId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, event.objectId));
  if (!account) return 'unknown';
  const ready = await payments.accountReady(event.objectId);
  await db
    .update(payoutAccounts)
    .set({ onboarded: ready, updatedAt: deps.clock.now() })
    .where(eq(payoutAccounts.accountId, event.objectId));
  // Record 0101: a bonus payout that failed goes to the account now ready.
  if (ready) await queueFailedBonusPayouts(db, account.participantId, deps.clock.now());
  return 'applied';
}

export async function handleWebhook(
  deps: ServiceDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  let event: ProviderEvent;
  try {
    event = await deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new AppError('INVALID_SIGNATURE', { cause: error, detail: error.message });
    }
    throw error;
  }
  if (!isHandledEventType(event.type)) return { received: true };
  const outcome = await act(deps, event);
  // Unknown objects are acknowledged (the provider stops retrying) and left for the log.
  deps.log[outcome === 'unknown' ? 'warn' : 'info'](
    { event: event.id, type: event.type, outcome },
    'webhook',
  );
  return { received: true };
}
