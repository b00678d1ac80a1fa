// What an operator does about a refund the provider keeps refusing (the admin console): try it
// again, or record that it was refunded by hand outside the provider (with a note); and a failed
// payout, asked for again as the participant would. All follow D12's lock order: the course row,
// then the refund or payout row.
import { and, eq, ne, sql } from 'drizzle-orm';
import { courses, jobs, payouts, refunds } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { findOpenCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { requestPayout } from './payouts';
import { liveBonusPayout } from './bonus-payout';
import { settleBonusPot } from './bonus-pot';
import { completeRefundInTx, lockRefund, refundJob } from './refunds';
import type { Tx } from '../../db/client';

async function lockFailedRefund(tx: Tx, refundId: string) {
  const refund = await lockRefund(tx, refundId);
  if (!refund) throw new AppError('NOT_FOUND');
  // Only a refused refund: a pending one may still go through at the provider.
  if (refund.status !== 'failed') {
    throw new AppError('NOT_RETRYABLE', { detail: `refund is ${refund.status}` });
  }
  return refund;
}

/** Queues the refund's provider call again, from a fresh count of attempts. */
export async function retryRefund(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  refundId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const refund = await lockFailedRefund(tx, refundId);
    const now = deps.clock.now();
    await tx
      .update(refunds)
      .set({ status: 'requested', updatedAt: now })
      .where(eq(refunds.id, refund.id));
    // The refund's job is keyed: bring it back rather than enqueue a second one.
    await tx
      .insert(jobs)
      .values({ ...refundJob(refund.id), runAt: now })
      .onConflictDoUpdate({
        target: jobs.key,
        set: {
          state: 'queued',
          runAt: now,
          attempts: 0,
          lockedUntil: null,
          lastError: null,
          updatedAt: sql`now()`,
        },
      });
  });
}

/** Books a refused refund as refunded: the operator paid the donor back outside the provider. */
export async function markRefundedByHand(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  refundId: string,
): Promise<{ courseId: string; amountCents: number }> {
  return deps.db.transaction(async (tx) => {
    const refund = await lockFailedRefund(tx, refundId);
    await completeRefundInTx(tx, refund, 'refund_by_hand', deps.clock.now());
    // The provider call must not run again.
    await tx
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(jobs.key, refundJob(refund.id).key));
    return { courseId: refund.courseId, amountCents: refund.amountCents };
  });
}

/**
 * Asks again for a failed payout of a participant's open course, exactly as their own request
 * would (the payout method, pending money and the course state are checked the same way).
 */
export async function retryPayout(
  deps: ServiceDeps,
  payoutId: string,
): Promise<{ payoutId: string }> {
  const [found] = await deps.db
    .select({ payout: payouts, participantId: courses.participantId })
    .from(payouts)
    .innerJoin(courses, eq(courses.id, payouts.courseId))
    .where(eq(payouts.id, payoutId));
  if (!found) throw new AppError('NOT_FOUND');
  const { payout, participantId } = found;
  if (payout.pot === 'stay_quit') return retryBonusPayout(deps, payout);
  const open = participantId ? await findOpenCourse(deps.db, participantId) : undefined;
  if (payout.status !== 'failed' || !participantId || open?.id !== payout.courseId) {
    throw new AppError('NOT_RETRYABLE', { detail: `payout is ${payout.status}` });
  }
  // Another payout of the course is under way or done: nothing to retry (requestPayout would
  // answer that one, never pay twice).
  const [live] = await deps.db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.courseId, payout.courseId),
        eq(payouts.pot, 'course'),
        ne(payouts.status, 'failed'),
      ),
    );
  if (live) throw new AppError('NOT_RETRYABLE', { detail: 'another payout is live' });
  const result = await requestPayout(deps, participantId, payout.kind, undefined);
  return { payoutId: result.payoutId };
}

/**
 * Record 0101: a failed stay-quit bonus payout, paid again as its settlement would (from the
 * platform, or from the participant's payout account when the bank sent it back there).
 */
async function retryBonusPayout(
  deps: ServiceDeps,
  payout: typeof payouts.$inferSelect,
): Promise<{ payoutId: string }> {
  if (payout.status !== 'failed' || (await liveBonusPayout(deps.db, payout.courseId))) {
    throw new AppError('NOT_RETRYABLE', { detail: `bonus payout is ${payout.status}` });
  }
  await settleBonusPot(deps, payout.courseId);
  const live = await liveBonusPayout(deps.db, payout.courseId);
  if (!live) throw new AppError('NOT_RETRYABLE', { detail: 'nothing to pay out' });
  return { payoutId: live.id };
}
