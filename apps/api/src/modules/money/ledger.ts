// The append-only ledger (M9): every movement is a set of rows that sums to zero, and every
// balance is a sum over the rows. Callers hold the course's row lock while they post.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courses, LEDGER_ACCOUNTS, ledgerEntries, type LedgerAccount } from '../../db/schema';

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
  const after = await courseBalances(tx, movement.courseId);
  const negative = HELD_ACCOUNTS.find((account) => after[account] < 0);
  if (negative) throw new LedgerError(`${movement.kind}: ${negative} would go below zero`);
  await tx
    .update(courses)
    .set({ balanceCents: after.available_share })
    .where(eq(courses.id, movement.courseId));
}

export type Balances = Record<LedgerAccount, number>;

export async function courseBalances(db: Pick<Db, 'select'>, courseId: string): Promise<Balances> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.courseId, courseId))
    .groupBy(ledgerEntries.account);
  const balances = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Balances;
  for (const row of rows) balances[row.account] = Number(row.cents);
  return balances;
}
