// Money for operators: totals straight from the ledger (D12), and what needs a person.
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Attention, MoneyTotals } from '@quit/contracts/admin';
import type { HeldGifts } from '@quit/contracts/second-chance';
import type { Db } from '../../db/client';
import {
  courses,
  donations,
  giftChoices,
  jobs,
  LEDGER_ACCOUNTS,
  ledgerEntries,
  payouts,
  refunds,
} from '../../db/schema';
import type { LedgerAccount } from '../../db/schema';

/** A refund or payout under way longer than this without news is "stuck". */
export const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;
const LIMIT = 200;

export async function ledgerTotals(db: Db, currency: string): Promise<MoneyTotals> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.account);
  const accounts = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Record<
    LedgerAccount,
    number
  >;
  for (const row of rows) accounts[row.account] = Number(row.cents);
  return {
    currency,
    heldCents:
      accounts.available_share +
      accounts.available_fee +
      accounts.refunding +
      accounts.paying_out +
      accounts.fees_pending +
      accounts.kept_share +
      accounts.kept_fee +
      accounts.bonus_share +
      accounts.bonus_fee +
      accounts.bonus_paying_out,
    pendingCents:
      accounts.pending_share +
      accounts.pending_fee +
      accounts.bonus_pending_share +
      accounts.bonus_pending_fee,
    paidOutCents: accounts.paid_out + accounts.bonus_paid_out,
    refundedCents: accounts.refunded,
    feesEarnedCents: accounts.fees,
    keptCents: accounts.kept_share + accounts.kept_fee,
    // C8 (record 0083): stay-quit bonus pots, held until their 3-month test.
    bonusCents: accounts.bonus_share + accounts.bonus_fee + accounts.bonus_paying_out,
    accounts,
  };
}

export async function attentionList(db: Db, now: Date): Promise<Attention> {
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS);
  const [refundRows, payoutRows, jobRows] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(
        or(
          eq(refunds.status, 'failed'),
          and(
            inArray(refunds.status, ['requested', 'pending']),
            lt(refunds.updatedAt, stuckBefore),
          ),
        ),
      )
      .orderBy(desc(refunds.updatedAt))
      .limit(LIMIT),
    db
      .select()
      .from(payouts)
      .where(
        or(
          eq(payouts.status, 'failed'),
          and(
            inArray(payouts.status, ['requested', 'in_transit']),
            lt(payouts.updatedAt, stuckBefore),
          ),
        ),
      )
      .orderBy(desc(payouts.updatedAt))
      .limit(LIMIT),
    db
      .select()
      .from(jobs)
      .where(eq(jobs.state, 'failed'))
      .orderBy(desc(jobs.updatedAt))
      .limit(LIMIT),
  ]);
  return {
    refunds: refundRows.map((r) => ({
      id: r.id,
      donationId: r.donationId,
      courseId: r.courseId,
      amountCents: r.amountCents,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      updatedAt: r.updatedAt.toISOString(),
      stuck: r.status !== 'failed',
    })),
    payouts: payoutRows.map((p) => ({
      id: p.id,
      courseId: p.courseId,
      pot: p.pot,
      amountCents: p.amountCents,
      feeCents: p.feeCents,
      status: p.status,
      attempts: p.attempts,
      lastError: p.lastError,
      updatedAt: p.updatedAt.toISOString(),
      stuck: p.status !== 'failed',
    })),
    jobs: jobRows.map((j) => ({
      id: j.id,
      kind: j.kind,
      attempts: j.attempts,
      lastError: j.lastError,
      updatedAt: j.updatedAt.toISOString(),
    })),
  };
}

/** C7 (record 0081): gifts waiting for their donor's choice or kept, soonest deadline first. */
export async function heldGifts(db: Db): Promise<HeldGifts> {
  const rows = await db
    .select({ choice: giftChoices, donation: donations, participantId: courses.participantId })
    .from(giftChoices)
    .innerJoin(donations, eq(donations.id, giftChoices.donationId))
    .innerJoin(courses, eq(courses.id, giftChoices.courseId))
    .where(inArray(giftChoices.state, ['open', 'kept']))
    .orderBy(
      sql`case when ${giftChoices.state} = 'open' then ${giftChoices.decideBy} else ${giftChoices.keepUntil} end`,
      asc(giftChoices.donationId),
    )
    .limit(LIMIT);
  const gifts = rows.map(({ choice, donation, participantId }) => ({
    donationId: donation.id,
    courseId: choice.courseId,
    participantId,
    state: choice.state as 'open' | 'kept',
    chargedCents: donation.chargedCents,
    shareCents: donation.shareCents,
    feeCents: donation.feeCents,
    donorName: donation.donorName,
    anonymous: donation.anonymous,
    chosenAt: choice.chosenAt?.toISOString() ?? null,
    deadline: (choice.state === 'open' ? choice.decideBy : choice.keepUntil).toISOString(),
  }));
  const sum = (state: 'open' | 'kept') =>
    gifts.filter((g) => g.state === state).reduce((total, g) => total + g.chargedCents, 0);
  return { gifts, openCents: sum('open'), keptCents: sum('kept') };
}
