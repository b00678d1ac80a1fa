// The refund engine (M8, C6): a course's donations that were not paid out go back in full.
// Requesting a refund moves the money to `refunding` and queues the provider call; the call is
// retried until the provider accepts it, and a refund it keeps refusing stays `failed` for
// operators (GET /api/admin/money/attention).
import { and, asc, eq, notExists } from 'drizzle-orm';
import { donations, giftChoices, refunds } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import {
  PaymentRefusedError,
  type ProviderEvent,
  type RefundView,
} from '../../providers/payments/port';
import { lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { firstSighting } from './events';
import { postMovement } from './ledger';
import type { Tx } from '../../db/client';
import { claimOperation } from './operations';
import { potAccounts } from './pot-accounts';

type Donation = typeof donations.$inferSelect;
type Refund = typeof refunds.$inferSelect;

/** The provider call of a refund: one keyed job per refund (an operator may bring it back). */
export const refundJob = (refundId: string) => ({
  kind: MONEY_JOBS.executeRefund,
  payload: { refundId },
  key: `refund:${refundId}`,
  maxAttempts: 10,
});

async function queueRefund(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  refundId: string,
): Promise<void> {
  const job = refundJob(refundId);
  await enqueueJob(tx, job.kind, job.payload, { ...job, runAt: deps.clock.now() });
  await queueRefundMail(tx, deps, refundId, 'started');
}

/** The donor hears of their refund once per stage, in the same transaction as the money move. */
async function queueRefundMail(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  refundId: string,
  stage: 'started' | 'done',
): Promise<void> {
  await enqueueJob(
    tx,
    MONEY_JOBS.refundMail,
    { refundId, stage },
    { runAt: deps.clock.now(), key: `refund-mail:${stage}:${refundId}` },
  );
}

/**
 * Creates the refund of an available donation, or of a gift kept for the next attempt (C7),
 * everything the donor was charged. The caller holds the course lock. Does nothing for a
 * donation in any other state (a carried gift is refunded as its next course's donation).
 */
export async function refundDonation(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  donation: Pick<Donation, 'id' | 'courseId' | 'status' | 'shareCents' | 'feeCents'> &
    Partial<Pick<Donation, 'pot'>>,
  reason: string,
): Promise<string | null> {
  if (donation.status !== 'available' && donation.status !== 'kept') return null;
  const from =
    donation.status === 'kept'
      ? ({ share: 'kept_share', fee: 'kept_fee' } as const)
      : potAccounts(donation.pot ?? 'course').held;
  const charged = donation.shareCents + donation.feeCents;
  const [refund] = await tx
    .insert(refunds)
    .values({ donationId: donation.id, courseId: donation.courseId, amountCents: charged, reason })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund not stored');
  await postMovement(tx, {
    kind: 'refund_requested',
    courseId: donation.courseId,
    donationId: donation.id,
    refundId: refund.id,
    lines: {
      [from.share]: -donation.shareCents,
      [from.fee]: -donation.feeCents,
      refunding: charged,
    },
  });
  await tx
    .update(donations)
    .set({ status: 'refunding', updatedAt: deps.clock.now() })
    .where(eq(donations.id, donation.id));
  await queueRefund(tx, deps, refund.id);
  return refund.id;
}

/** Queues a refund of a share already moved to `refunding` (the rest of a partial payout). */
export async function createPartialRefund(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  donation: Pick<Donation, 'id' | 'courseId'>,
  amountCents: number,
): Promise<void> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      donationId: donation.id,
      courseId: donation.courseId,
      amountCents,
      reason: 'partial',
    })
    .returning({ id: refunds.id });
  if (!refund) throw new Error('refund not stored');
  await queueRefund(tx, deps, refund.id);
}

/**
 * Refunds every available donation of the course inside the caller's transaction, which holds
 * the course lock: the state change that ends a course commits with its refunds (and their
 * keyed provider jobs), so a crash leaves either both or neither. Each donation is refunded
 * once, however often this runs. Money still pending is refunded when it is confirmed. A gift
 * offered the keep-or-refund choice (C7) is left to it (second-chance.ts).
 */
export async function refundCourseInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseId: string,
  reason: string,
): Promise<number> {
  await claimOperation(tx, `refund-course:${courseId}:${reason}`, 'refund_course', courseId);
  const available = await tx
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.courseId, courseId),
        eq(donations.status, 'available'),
        // C8: the stay-quit bonus pot follows its 3-month test, not the course (bonus-pot.ts).
        eq(donations.pot, 'course'),
        notExists(
          tx
            .select({ one: giftChoices.donationId })
            .from(giftChoices)
            .where(eq(giftChoices.donationId, donations.id)),
        ),
      ),
    )
    .orderBy(asc(donations.createdAt))
    .for('update', { of: donations });
  let count = 0;
  for (const donation of available) {
    if (await refundDonation(tx, deps, donation, reason)) count += 1;
  }
  return count;
}

/**
 * Refunds every available donation of the course (a failed test, a cancelled course, a deleted
 * account). Safe to call any number of times, also at once: the course lock orders the calls.
 */
export async function refundCourse(
  deps: ServiceDeps,
  courseId: string,
  reason: string,
): Promise<{ refunds: number }> {
  return deps.db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    return { refunds: await refundCourseInTx(tx, deps, courseId, reason) };
  });
}

/** The refund under its course's lock (D12's order: the course row, then the refund row). */
export async function lockRefund(tx: Tx, refundId: string): Promise<Refund | undefined> {
  const [head] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!head) return undefined;
  await lockCourse(tx, head.courseId);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return refund;
}

/**
 * Completes a locked refund: the money moves from `refunding` to `refunded`, the refund is
 * succeeded and its donation counts it (the provider's success, or an operator's refund by hand).
 */
export async function completeRefundInTx(
  tx: Tx,
  refund: Refund,
  kind: 'refund_succeeded' | 'refund_by_hand',
  now: Date,
  providerRefundId?: string,
): Promise<void> {
  await postMovement(tx, {
    kind,
    courseId: refund.courseId,
    donationId: refund.donationId,
    refundId: refund.id,
    lines: { refunding: -refund.amountCents, refunded: refund.amountCents },
  });
  await tx
    .update(refunds)
    .set({
      status: 'succeeded',
      ...(providerRefundId === undefined ? {} : { providerRefundId }),
      lastError: null,
      updatedAt: now,
    })
    .where(eq(refunds.id, refund.id));
  const [donation] = await tx
    .select()
    .from(donations)
    .where(eq(donations.id, refund.donationId))
    .for('update');
  if (donation) {
    await tx
      .update(donations)
      .set({
        status: donation.status === 'refunding' ? 'refunded' : donation.status,
        refundedCents: donation.refundedCents + refund.amountCents,
        updatedAt: now,
      })
      .where(eq(donations.id, donation.id));
  }
}

/** Applies what the provider says about a refund; the only place a refund completes. */
export async function applyRefundView(
  deps: ServiceDeps,
  refundId: string,
  view: RefundView,
  event?: ProviderEvent,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (event && !(await firstSighting(tx, deps, event))) return;
    const refund = await lockRefund(tx, refundId);
    if (!refund || refund.status === 'succeeded') return;
    const now = deps.clock.now();
    if (view.status === 'succeeded') {
      await completeRefundInTx(tx, refund, 'refund_succeeded', now, view.id);
      await queueRefundMail(tx, deps, refund.id, 'done');
    } else {
      await tx
        .update(refunds)
        .set({
          status: view.status,
          providerRefundId: view.id,
          attempts: view.status === 'failed' ? refund.attempts + 1 : refund.attempts,
          lastError: view.status === 'failed' ? 'the provider reports the refund failed' : null,
          updatedAt: now,
        })
        .where(eq(refunds.id, refund.id));
    }
  });
}

/** The job: asks the provider to refund; a refusal is recorded and retried with backoff. */
export async function executeRefund(deps: ServiceDeps, refundId: string): Promise<void> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund || refund.status === 'succeeded' || refund.status === 'pending') return;
  const [donation] = await deps.db
    .select({ paymentId: donations.paymentId })
    .from(donations)
    .where(eq(donations.id, refund.donationId));
  if (!donation?.paymentId) throw new Error(`refund ${refundId}: the donation has no payment`);
  let view: RefundView;
  try {
    view = await deps.payments.refund({
      paymentId: donation.paymentId,
      amountCents: refund.amountCents,
      // The key changes only after a refusal (the provider would repeat it for the same key);
      // a call lost on the network is retried with the same key, so it cannot refund twice.
      idempotencyKey: `${refund.id}-${refund.attempts}`,
    });
  } catch (error) {
    if (error instanceof PaymentRefusedError) {
      await deps.db
        .update(refunds)
        .set({
          status: 'failed',
          attempts: refund.attempts + 1,
          lastError: error.message,
          updatedAt: deps.clock.now(),
        })
        .where(eq(refunds.id, refund.id));
    }
    throw error;
  }
  await applyRefundView(deps, refund.id, view);
  if (view.status === 'failed') throw new Error(`refund ${refund.id} failed at the provider`);
}
