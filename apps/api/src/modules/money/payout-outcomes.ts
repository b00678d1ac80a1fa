// What becomes of a requested payout: the job asks the provider to pay, and the provider's
// answers (at once or by webhook, also days later) move the ledger. The only place a payout
// completes or fails.
import { eq } from 'drizzle-orm';
import { payouts } from '../../db/schema';
import {
  PaymentRefusedError,
  type PayoutView,
  type ProviderEvent,
} from '../../providers/payments/port';
import { lockCourse } from '../course-row/current-course';
import { enqueueJob } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { firstSighting } from './events';
import { postMovement, type Movement } from './ledger';
import type { Tx } from '../../db/client';
import { potAccounts } from './pot-accounts';

type Payout = typeof payouts.$inferSelect;
type Refused = { status: 'failed'; id: null; error: string };

/** The ledger lines of a payout that ends `failed`, by where its money is now. */
function failureLines(payout: Payout, result: PayoutView | Refused): Movement['lines'] {
  const share = payout.amountCents;
  const fee = payout.feeCents;
  // C8: the bonus pot's payout moves its own accounts (pot-accounts.ts), also when it fails
  // (record 0101), so the course's figures never count the bonus.
  const pot = potAccounts(payout.pot);
  if (payout.status === 'paid') {
    // Paid, then returned by the bank: not paid out after all, and the fee not earned (M8).
    return { [pot.paidOut]: -share, [pot.returned]: share, fees: -fee, fees_pending: fee };
  }
  if (result.id === null && !payout.fromAccountBalance) {
    // Refused before it was sent (the adapter took its transfer back): on the platform again.
    return {
      [pot.payingOut]: -share,
      [pot.held.share]: share,
      fees_pending: -fee,
      [pot.held.fee]: fee,
    };
  }
  // Sent and returned, or refused while paying out money already on the participant's account:
  // the money is on that account; its fee stays pending until it is paid out.
  return { [pot.payingOut]: -share, [pot.returned]: share };
}

/** The participant hears once that the payout was sent, and once that it failed. */
async function queuePayoutMail(tx: Tx, payoutId: string, outcome: 'sent' | 'failed', now: Date) {
  await enqueueJob(
    tx,
    MONEY_JOBS.payoutMail,
    { payoutId, outcome },
    { runAt: now, key: `payout-mail:${outcome}:${payoutId}` },
  );
}

async function fail(tx: Tx, payout: Payout, result: PayoutView | Refused, now: Date) {
  await queuePayoutMail(tx, payout.id, 'failed', now);
  await postMovement(tx, {
    kind: payout.status === 'paid' ? 'payout_returned_after_paid' : 'payout_failed',
    courseId: payout.courseId,
    payoutId: payout.id,
    lines: failureLines(payout, result),
  });
  const lastError =
    result.id === null
      ? result.error
      : 'the payout failed after it was sent; the money is on the participant’s payout account';
  await tx
    .update(payouts)
    .set({
      status: 'failed',
      providerPayoutId: result.id ?? payout.providerPayoutId,
      lastError,
      updatedAt: now,
    })
    .where(eq(payouts.id, payout.id));
}

/** Applies what the provider says about a payout; replays and stale answers change nothing. */
export async function applyPayoutView(
  deps: ServiceDeps,
  payoutId: string,
  result: PayoutView | Refused,
  event?: ProviderEvent,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (event && !(await firstSighting(tx, deps, event))) return;
    const [head] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!head) return;
    await lockCourse(tx, head.courseId);
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    // A failed payout is final (its money was accounted for once); a paid one can still fail.
    if (!payout || payout.status === 'failed') return;
    if (payout.status === 'paid' && result.status !== 'failed') return;
    const now = deps.clock.now();
    if (result.status === 'failed') {
      await fail(tx, payout, result, now);
      return;
    }
    if (result.status === 'paid') {
      await postMovement(tx, {
        kind: 'payout_paid',
        courseId: payout.courseId,
        payoutId: payout.id,
        lines: {
          [potAccounts(payout.pot).payingOut]: -payout.amountCents,
          [potAccounts(payout.pot).paidOut]: payout.amountCents,
          fees_pending: -payout.feeCents,
          fees: payout.feeCents,
        },
      });
    }
    await tx
      .update(payouts)
      .set({ status: result.status, providerPayoutId: result.id, lastError: null, updatedAt: now })
      .where(eq(payouts.id, payout.id));
    if (result.status === 'in_transit' || result.status === 'paid') {
      await queuePayoutMail(tx, payout.id, 'sent', now);
    }
  });
}

/** The job: asks the provider to pay; a refusal fails the payout so the participant can retry. */
export async function executePayout(deps: ServiceDeps, payoutId: string): Promise<void> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (payout?.status !== 'requested') return;
  let result: PayoutView;
  try {
    result = await deps.payments.payout({
      accountId: payout.accountId,
      amountCents: payout.amountCents,
      currency: deps.settings.currency,
      idempotencyKey: payout.id,
      fromAccountBalance: payout.fromAccountBalance,
    });
  } catch (error) {
    if (!(error instanceof PaymentRefusedError)) throw error;
    await applyPayoutView(deps, payout.id, { status: 'failed', id: null, error: error.message });
    return;
  }
  await applyPayoutView(deps, payout.id, result);
}
