// The payout engine (M7, M8, C5): after a passed test the participant's whole share is paid out
// and the product earns its fees; after a partial one the earned part is paid out and the rest
// refunded pro rata. One live payout per course (a unique index), the course lock, and an
// optional idempotency key make retries and concurrent calls pay once: the same key answers the
// first payout again, any other request while a payout is live is refused.
import { and, desc, eq, ne } from 'drizzle-orm';
import type { PayoutResponse } from '@quit/contracts/money';
import { partialOutcome, payoutAllowed, type PayoutKind } from '@quit/domain/payout';
import { settlePartial, settlePassed } from '@quit/domain/settlement';
import { donations, payoutAccounts, payouts } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { findOpenCourse, lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { postMovement } from './ledger';
import { heldGifts } from './held-gifts';
import { courseBalances } from '../course-row/balances';
import type { Tx } from '../../db/client';
import { claimOperation, recordOperationResult, requestHash } from './operations';
import { createPartialRefund } from './refunds';

type Payout = typeof payouts.$inferSelect;

function view(payout: Payout, refundedCents: number): PayoutResponse {
  return {
    payoutId: payout.id,
    kind: payout.kind,
    amountCents: payout.amountCents,
    refundedCents,
    status: payout.status,
  };
}

/** Moves the settled money out of `available`; returns the payout and fee amounts. */
async function settle(tx: Tx, deps: ServiceDeps, courseId: string, kind: PayoutKind, days: number) {
  const held = await heldGifts(tx, courseId, 'course');
  const settled = held.map((d) => ({
    chargedCents: d.chargedCents,
    shareCents: d.shareCents,
    platformCents: d.feeCents,
  }));
  const settlement = kind === 'full' ? settlePassed(settled) : settlePartial(settled, days);
  const refunding = settlement.refundsCents.reduce((sum, cents) => sum + cents, 0);
  await postMovement(tx, {
    kind: 'payout_settled',
    courseId,
    lines: {
      available_share: -held.reduce((sum, d) => sum + d.shareCents, 0),
      available_fee: -held.reduce((sum, d) => sum + d.feeCents, 0),
      paying_out: settlement.payoutCents,
      fees_pending: settlement.feeEarnedCents,
      refunding,
    },
  });
  const now = deps.clock.now();
  for (const [index, donation] of held.entries()) {
    const refund = settlement.refundsCents[index] ?? 0;
    await tx
      .update(donations)
      .set({ status: 'paid_out', paidOutCents: donation.chargedCents - refund, updatedAt: now })
      .where(eq(donations.id, donation.id));
    if (refund > 0) await createPartialRefund(tx, deps, donation, refund);
  }
  return { payoutCents: settlement.payoutCents, feeCents: settlement.feeEarnedCents, refunding };
}

/**
 * The settlement was done by the first attempt. A payout refused before it was sent brought its
 * money back to `available`; one that failed after it was sent left it on the participant's
 * account at the provider (`payout_returned`, its fee still pending): that money is paid out
 * from there, never transferred a second time.
 */
async function retryAmounts(tx: Tx, courseId: string) {
  const balances = await courseBalances(tx, courseId);
  if (balances.payout_returned > 0) {
    await postMovement(tx, {
      kind: 'payout_retried_from_account',
      courseId,
      lines: { payout_returned: -balances.payout_returned, paying_out: balances.payout_returned },
    });
    // Its fee is the failed payout's, still pending: `fees_pending` may also hold the bonus
    // pot's (record 0101).
    const [failed] = await tx
      .select({ feeCents: payouts.feeCents })
      .from(payouts)
      .where(and(eq(payouts.courseId, courseId), eq(payouts.pot, 'course')))
      .orderBy(desc(payouts.createdAt))
      .limit(1);
    return {
      payoutCents: balances.payout_returned,
      feeCents: failed?.feeCents ?? 0,
      refunding: 0,
      fromAccountBalance: true,
    };
  }
  const amounts = { payoutCents: balances.available_share, feeCents: balances.available_fee };
  await postMovement(tx, {
    kind: 'payout_retried',
    courseId,
    lines: {
      available_share: -amounts.payoutCents,
      available_fee: -amounts.feeCents,
      paying_out: amounts.payoutCents,
      fees_pending: amounts.feeCents,
    },
  });
  return { ...amounts, refunding: 0, fromAccountBalance: false };
}

export async function requestPayout(
  deps: ServiceDeps,
  participantId: string,
  kind: PayoutKind,
  idempotencyKey: string | undefined,
): Promise<PayoutResponse> {
  const open = await findOpenCourse(deps.db, participantId);
  if (!open) throw new AppError('PAYOUT_NOT_ALLOWED');
  return deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, open.id);
    const key =
      idempotencyKey === undefined ? undefined : `payout:${participantId}:${idempotencyKey}`;
    if (key !== undefined) {
      // The request is the kind: one key cannot ask for a full and then a partial payout.
      const claim = await claimOperation(tx, key, 'payout', course.id, requestHash({ kind }));
      if (!claim.fresh && claim.resultId) {
        const [earlier] = await tx.select().from(payouts).where(eq(payouts.id, claim.resultId));
        if (earlier) return view(earlier, 0);
      }
    }
    const [live] = await tx
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.courseId, course.id),
          eq(payouts.pot, 'course'),
          ne(payouts.status, 'failed'),
        ),
      );
    // Asked again without the first request's key: the payout is under way (or done) already.
    if (live) throw new AppError('PAYOUT_ALREADY_REQUESTED', { detail: `payout ${live.id}` });
    if (!payoutAllowed(course.state, kind)) throw new AppError('PAYOUT_NOT_ALLOWED');
    if (kind === 'partial' && partialOutcome(0, course.smokeFreeDays ?? 0).kind === 'failed') {
      throw new AppError('PAYOUT_NOT_ALLOWED', { detail: 'too few smoke-free days' });
    }
    const [method] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.participantId, participantId));
    if (!method || (method.bankAccountId === null && !method.onboarded)) {
      throw new AppError('NO_PAYOUT_METHOD');
    }
    const pending = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          eq(donations.courseId, course.id),
          eq(donations.status, 'pending'),
          eq(donations.pot, 'course'),
        ),
      )
      .limit(1);
    if (pending.length > 0) throw new AppError('MONEY_PENDING');

    const [failedBefore] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          eq(payouts.courseId, course.id),
          eq(payouts.status, 'failed'),
          eq(payouts.pot, 'course'),
        ),
      )
      .limit(1);
    const amounts = failedBefore
      ? await retryAmounts(tx, course.id)
      : {
          ...(await settle(tx, deps, course.id, kind, course.smokeFreeDays ?? 0)),
          fromAccountBalance: false,
        };
    if (amounts.payoutCents === 0) {
      throw new AppError('NOT_SUCCESSFUL', { detail: 'nothing to pay out' });
    }
    const [payout] = await tx
      .insert(payouts)
      .values({
        courseId: course.id,
        kind,
        amountCents: amounts.payoutCents,
        feeCents: amounts.feeCents,
        accountId: method.accountId,
        fromAccountBalance: amounts.fromAccountBalance,
      })
      .returning();
    if (!payout) throw new Error('payout not stored');
    if (key !== undefined) await recordOperationResult(tx, key, payout.id);
    await enqueueJob(
      tx,
      MONEY_JOBS.executePayout,
      { payoutId: payout.id },
      { runAt: deps.clock.now(), key: `payout:${payout.id}` },
    );
    return view(payout, amounts.refunding);
  });
}
