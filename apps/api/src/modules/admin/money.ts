// Money for operators: totals straight from the ledger (D12), and what needs a person.
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Attention, MoneyTotals } from '@quit/contracts/admin';
import type { Db } from '../../db/client';
import { jobs, LEDGER_ACCOUNTS, ledgerEntries, payouts, refunds } from '../../db/schema';
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
      accounts.fees_pending,
    pendingCents: accounts.pending_share + accounts.pending_fee,
    paidOutCents: accounts.paid_out,
    refundedCents: accounts.refunded,
    feesEarnedCents: accounts.fees,
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
