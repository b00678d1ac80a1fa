// The payout engine (M7, M8, C5): after a passed test the participant's whole share is paid out
// and the product earns its fees; after a partial one the earned part is paid out and the rest
// refunded pro rata. One live payout per course (a unique index), the course lock, and an
// optional idempotency key make retries and concurrent calls pay once.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { PayoutResponse } from '@quit/contracts/money';
import { partialOutcome, payoutAllowed, type PayoutKind } from '@quit/domain/payout';
import { settlePartial, settlePassed } from '@quit/domain/settlement';
import { donations, payoutAccounts, payouts } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import {
  PaymentRefusedError,
  type PayoutView,
  type ProviderEvent,
} from '../../providers/payments/port';
import { findOpenCourse, lockCourse } from '../course/current-course';
import { MONEY_JOBS, type MoneyDeps } from './deps';
import { firstSighting } from './events';
import { courseBalances, postMovement, type Tx } from './ledger';
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
async function settle(tx: Tx, deps: MoneyDeps, courseId: string, kind: PayoutKind, days: number) {
  const held = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.courseId, courseId), eq(donations.status, 'available')))
    .orderBy(asc(donations.createdAt))
    .for('update');
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

export async function requestPayout(
  deps: MoneyDeps,
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
      .where(and(eq(payouts.courseId, course.id), ne(payouts.status, 'failed')));
    if (live) return view(live, 0);
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
      .where(and(eq(donations.courseId, course.id), eq(donations.status, 'pending')))
      .limit(1);
    if (pending.length > 0) throw new AppError('MONEY_PENDING');

    const [failedBefore] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.courseId, course.id), eq(payouts.status, 'failed')))
      .limit(1);
    let amounts: { payoutCents: number; feeCents: number; refunding: number };
    if (failedBefore) {
      // The settlement was done by the first attempt; its money came back to `available`.
      const balances = await courseBalances(tx, course.id);
      amounts = {
        payoutCents: balances.available_share,
        feeCents: balances.available_fee,
        refunding: 0,
      };
      await postMovement(tx, {
        kind: 'payout_retried',
        courseId: course.id,
        lines: {
          available_share: -amounts.payoutCents,
          available_fee: -amounts.feeCents,
          paying_out: amounts.payoutCents,
          fees_pending: amounts.feeCents,
        },
      });
    } else {
      amounts = await settle(tx, deps, course.id, kind, course.smokeFreeDays ?? 0);
    }
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

/** Applies what the provider says about a payout; the only place a payout completes or fails. */
export async function applyPayoutView(
  deps: MoneyDeps,
  payoutId: string,
  result: PayoutView | { status: 'failed'; id: null; error: string },
  event?: ProviderEvent,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (event && !(await firstSighting(tx, deps, event))) return;
    const [head] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!head) return;
    await lockCourse(tx, head.courseId);
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout || payout.status === 'paid' || payout.status === 'failed') return;
    const now = deps.clock.now();
    const base = { kind: '', courseId: payout.courseId, payoutId: payout.id };
    if (result.status === 'paid') {
      await postMovement(tx, {
        ...base,
        kind: 'payout_paid',
        lines: {
          paying_out: -payout.amountCents,
          paid_out: payout.amountCents,
          fees_pending: -payout.feeCents,
          fees: payout.feeCents,
        },
      });
    } else if (result.status === 'failed') {
      // The money was not paid: it is available again and the fee is not earned (M8).
      await postMovement(tx, {
        ...base,
        kind: 'payout_failed',
        lines: {
          paying_out: -payout.amountCents,
          available_share: payout.amountCents,
          fees_pending: -payout.feeCents,
          available_fee: payout.feeCents,
        },
      });
    }
    await tx
      .update(payouts)
      .set({
        status: result.status,
        providerPayoutId: result.id ?? payout.providerPayoutId,
        lastError: 'error' in result ? result.error : null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id));
  });
}

/** The job: asks the provider to pay; a refusal fails the payout so the participant can retry. */
export async function executePayout(deps: MoneyDeps, payoutId: string): Promise<void> {
  const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (payout?.status !== 'requested') return;
  let result: PayoutView;
  try {
    result = await deps.payments.payout({
      accountId: payout.accountId,
      amountCents: payout.amountCents,
      currency: deps.settings.currency,
      idempotencyKey: payout.id,
    });
  } catch (error) {
    if (!(error instanceof PaymentRefusedError)) throw error;
    await applyPayoutView(deps, payout.id, { status: 'failed', id: null, error: error.message });
    return;
  }
  await applyPayoutView(deps, payout.id, result);
}
