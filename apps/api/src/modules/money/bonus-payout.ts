// C8 (records 0083, 0101): paying out a passed 3-month test's stay-quit bonus pot, and paying it
// again after its payout failed. The caller holds the course lock; one live bonus payout per
// course at a time.
// - A payout refused before it was sent brought its money back to the pot's held accounts
//   (`bonus_share`, `bonus_fee`): it is paid out from the platform again.
// - One that failed after it was sent left it on the participant's payout account at the
//   provider (`bonus_payout_returned`, its fee still pending): it is paid out from there, never
//   transferred a second time.
// Nothing tries again by itself against the same payout method: a changed one (a bank account
// saved, the provider's onboarding finished) queues the settlement again, and so can an operator.
import { and, desc, eq, ne, notExists } from 'drizzle-orm';
import { settlePassed } from '@quit/domain/settlement';
import { courses, donations, payoutAccounts, payouts } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs';
import { courseBalances, type Balances } from '../course-row/balances';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { postMovement } from './ledger';

type Donation = typeof donations.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The bonus payout of the course that is requested, on its way or paid, if any. */
export async function liveBonusPayout(db: Reader, courseId: string) {
  const [live] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.courseId, courseId),
        eq(payouts.pot, 'stay_quit'),
        ne(payouts.status, 'failed'),
      ),
    );
  return live ?? null;
}

/** The newest bonus payout of the course, if any (its fee is the one still pending). */
async function lastBonusPayout(db: Reader, courseId: string) {
  const [last] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.courseId, courseId), eq(payouts.pot, 'stay_quit')))
    .orderBy(desc(payouts.createdAt))
    .limit(1);
  return last ?? null;
}

/** Whether the pot's last payout failed and none is under way: the participant must act. */
export async function bonusPayoutFailed(db: Reader, courseId: string): Promise<boolean> {
  return (await lastBonusPayout(db, courseId))?.status === 'failed';
}

async function payoutMethod(tx: Tx, participantId: string | null, courseId: string) {
  const [method] = participantId
    ? await tx.select().from(payoutAccounts).where(eq(payoutAccounts.participantId, participantId))
    : [];
  // No payout method: the job fails and is retried (operators see it); the money stays held.
  if (!method || (method.bankAccountId === null && !method.onboarded)) {
    throw new AppError('NO_PAYOUT_METHOD', { detail: `bonus pot of course ${courseId}` });
  }
  return method;
}

/** The held gifts settled as M8 says, plus what a refused payout brought back to the pot. */
function fromPlatform(held: Donation[], balances: Balances) {
  const settlement = settlePassed(
    held.map((d) => ({
      chargedCents: d.chargedCents,
      shareCents: d.shareCents,
      platformCents: d.feeCents,
    })),
  );
  const returnedShare = balances.bonus_share - held.reduce((sum, d) => sum + d.shareCents, 0);
  const returnedFee = balances.bonus_fee - held.reduce((sum, d) => sum + d.feeCents, 0);
  return {
    payoutCents: settlement.payoutCents + returnedShare,
    feeCents: settlement.feeEarnedCents + returnedFee,
  };
}

/** Pays the pot out (or again): its held gifts, or what a failed payout left behind. */
export async function payOutBonus(
  tx: Tx,
  deps: ServiceDeps,
  courseId: string,
  participantId: string | null,
  held: Donation[],
): Promise<void> {
  if (await liveBonusPayout(tx, courseId)) return;
  const balances = await courseBalances(tx, courseId);
  const onAccount = balances.bonus_payout_returned;
  const amounts =
    onAccount > 0
      ? { payoutCents: onAccount, feeCents: (await lastBonusPayout(tx, courseId))?.feeCents ?? 0 }
      : fromPlatform(held, balances);
  if (amounts.payoutCents === 0) return;
  const method = await payoutMethod(tx, participantId, courseId);
  const now = deps.clock.now();
  if (onAccount > 0) {
    await postMovement(tx, {
      kind: 'bonus_payout_retried_from_account',
      courseId,
      lines: { bonus_payout_returned: -onAccount, bonus_paying_out: onAccount },
    });
  } else {
    await postMovement(tx, {
      kind: 'bonus_payout_settled',
      courseId,
      lines: {
        bonus_share: -balances.bonus_share,
        bonus_fee: -balances.bonus_fee,
        bonus_paying_out: amounts.payoutCents,
        fees_pending: amounts.feeCents,
      },
    });
    for (const donation of held) {
      await tx
        .update(donations)
        .set({ status: 'paid_out', paidOutCents: donation.chargedCents, updatedAt: now })
        .where(eq(donations.id, donation.id));
    }
  }
  const [payout] = await tx
    .insert(payouts)
    .values({
      courseId,
      kind: 'full',
      pot: 'stay_quit',
      amountCents: amounts.payoutCents,
      feeCents: amounts.feeCents,
      accountId: method.accountId,
      fromAccountBalance: onAccount > 0,
    })
    .returning();
  if (!payout) throw new Error('bonus payout not stored');
  await enqueueJob(
    tx,
    MONEY_JOBS.executePayout,
    { payoutId: payout.id },
    { runAt: now, key: `payout:${payout.id}` },
  );
}

/**
 * The participant's payout method changed: every pot of theirs whose last payout failed is
 * settled again (the job takes the course lock and pays nothing twice).
 */
export async function queueFailedBonusPayouts(
  db: Db,
  participantId: string,
  now: Date,
): Promise<void> {
  // Correlated on the outer course: inside it, `payouts` is the subquery's own table.
  const live = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.courseId, courses.id),
        eq(payouts.pot, 'stay_quit'),
        ne(payouts.status, 'failed'),
      ),
    );
  const failed = await db
    .select({ id: payouts.id, courseId: payouts.courseId })
    .from(payouts)
    .innerJoin(courses, eq(courses.id, payouts.courseId))
    .where(
      and(
        eq(courses.participantId, participantId),
        eq(payouts.pot, 'stay_quit'),
        eq(payouts.status, 'failed'),
        notExists(live),
      ),
    )
    .orderBy(desc(payouts.createdAt));
  // Keyed by the course's newest failed payout and the moment; a second run finds the payout
  // live (or paid) under the course lock and pays nothing twice.
  const newest = new Map<string, string>();
  for (const row of failed) if (!newest.has(row.courseId)) newest.set(row.courseId, row.id);
  for (const [courseId, payoutId] of newest) {
    await enqueueJob(
      db,
      MONEY_JOBS.bonusSettle,
      { courseId },
      { runAt: now, key: `bonus-retry:${payoutId}:${now.toISOString()}` },
    );
  }
}
