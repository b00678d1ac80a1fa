// The append-only ledger (M9): every movement is a set of rows that sums to zero, and every
// balance is a sum over the rows. The sums are also kept per course and account
// (`course_balances`), moved in the same transaction as the rows, so a balance is read in one
// statement whatever the size of the ledger (issue 15). Callers hold the course's row lock
// while they post; every movement goes through `postMovement`, nothing else writes either table.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { recordChange } from '../../db/after-commit';
import type { Db, Tx } from '../../db/client';
import { zeroBalances, type Balances } from '../course-row/balances';
import { courses, keptBalances, ledgerEntries, type LedgerAccount } from '../../db/schema';

export type Movement = {
  kind: string;
  courseId: string;
  donationId?: string;
  payoutId?: string;
  refundId?: string;
  lines: Partial<Record<LedgerAccount, number>>;
};

/** Accounts that hold money the platform has: their balance can never be negative. */
export const HELD_ACCOUNTS: readonly LedgerAccount[] = [
  'pending_share',
  'pending_fee',
  'available_share',
  'available_fee',
  'refunding',
  'paying_out',
  'payout_returned',
  'fees_pending',
  'kept_share',
  'kept_fee',
  'bonus_pending_share',
  'bonus_pending_fee',
  'bonus_share',
  'bonus_fee',
  'bonus_paying_out',
  'bonus_payout_returned',
];

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export async function postMovement(tx: Tx, movement: Movement): Promise<void> {
  const lines = Object.entries(movement.lines).filter(([, cents]) => cents !== 0) as [
    LedgerAccount,
    number,
  ][];
  if (lines.length === 0) return;
  if (lines.some(([, cents]) => !Number.isSafeInteger(cents))) {
    throw new LedgerError(`${movement.kind}: amounts must be whole cents`);
  }
  if (lines.reduce((sum, [, cents]) => sum + cents, 0) !== 0) {
    throw new LedgerError(`${movement.kind}: a movement must sum to zero`);
  }
  const movementId = randomUUID();
  await tx.insert(ledgerEntries).values(
    lines.map(([account, amountCents]) => ({
      movementId,
      kind: movement.kind,
      courseId: movement.courseId,
      donationId: movement.donationId ?? null,
      payoutId: movement.payoutId ?? null,
      refundId: movement.refundId ?? null,
      account,
      amountCents,
    })),
  );
  // Only the accounts this movement touches change: their new balances come back.
  const after = await tx
    .insert(keptBalances)
    .values(lines.map(([account, cents]) => ({ courseId: movement.courseId, account, cents })))
    .onConflictDoUpdate({
      target: [keptBalances.courseId, keptBalances.account],
      set: { cents: sql`${keptBalances.cents} + excluded.cents` },
    })
    .returning({ account: keptBalances.account, cents: keptBalances.cents });
  const negative = after.find((row) => HELD_ACCOUNTS.includes(row.account) && row.cents < 0);
  if (negative) throw new LedgerError(`${movement.kind}: ${negative.account} would go below zero`);
  const share = after.find((row) => row.account === 'available_share');
  if (share) {
    await tx
      .update(courses)
      .set({ balanceCents: share.cents })
      .where(eq(courses.id, movement.courseId));
  }
  // Caches of money figures drop the course once this transaction has committed.
  recordChange(tx, { kind: 'money-moved', courseId: movement.courseId });
}

/** A course's balances summed from the ledger itself (the truth; linear in its rows). */
export async function ledgerBalances(db: Pick<Db, 'select'>, courseId: string): Promise<Balances> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.courseId, courseId))
    .groupBy(ledgerEntries.account);
  const balances = zeroBalances();
  for (const row of rows) balances[row.account] = Number(row.cents);
  return balances;
}

export type BalanceMismatch = { courseId: string; account: string; kept: number; ledger: number };

/**
 * Every course and account whose kept balance differs from the ledger's sum (empty when the
 * books agree). One statement over the whole ledger: an operator check, not a request path.
 */
export async function keptBalanceMismatches(db: Pick<Db, 'execute'>): Promise<BalanceMismatch[]> {
  const result = await db.execute<{
    course_id: string;
    account: string;
    kept: string | null;
    ledger: string | null;
  }>(sql`
    with sums as (
      select course_id, account, sum(amount_cents) as cents
      from ledger_entries group by course_id, account
    )
    select coalesce(k.course_id, s.course_id) as course_id,
           coalesce(k.account, s.account) as account,
           k.cents as kept, s.cents as ledger
    from course_balances k
    full outer join sums s on s.course_id = k.course_id and s.account = k.account
    where coalesce(k.cents, 0) <> coalesce(s.cents, 0)
    order by 1, 2`);
  return result.rows.map((row) => ({
    courseId: row.course_id,
    account: row.account,
    kept: Number(row.kept ?? 0),
    ledger: Number(row.ledger ?? 0),
  }));
}

/**
 * C7: kept gifts on their way between two courses post +x on the ended course's `carried`
 * account and −x on the next one's in one transaction, so over the whole ledger it is zero.
 * Answers its sum (0 when the books agree).
 */
export async function carriedImbalance(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'carried'));
  return Number(row?.cents ?? 0);
}
