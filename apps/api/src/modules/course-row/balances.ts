// A course's balances as the kept sums (`course_balances`) hold them: read in one indexed
// statement. The ledger (money/ledger.ts) is their only writer.
import { inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keptBalances, LEDGER_ACCOUNTS, type LedgerAccount } from '../../db/schema';

export type Balances = Record<LedgerAccount, number>;

export const zeroBalances = () =>
  Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Balances;

/** Balances from a kept-balances object read in SQL (`jsonb_object_agg(account, cents)`). */
export function balancesFrom(kept: Partial<Record<string, number | string>> | null): Balances {
  const balances = zeroBalances();
  for (const account of LEDGER_ACCOUNTS) {
    const cents = kept?.[account];
    if (cents !== undefined) balances[account] = Number(cents);
  }
  return balances;
}

/**
 * A course's kept balances as one JSON object, for a read that joins them in: `courseId` is
 * the SQL of the course's id in the outer statement.
 */
export function keptBalancesJson(courseId: SQLWrapper) {
  return sql<Record<
    string,
    number
  > | null>`(select jsonb_object_agg(${keptBalances.account}, ${keptBalances.cents}) from ${keptBalances} where ${keptBalances.courseId} = ${courseId})`;
}

/** A course's balances, from the kept balances (one indexed statement). */
export async function courseBalances(db: Pick<Db, 'select'>, courseId: string): Promise<Balances> {
  return (await manyCourseBalances(db, [courseId])).get(courseId) ?? zeroBalances();
}

/** Balances of several courses in one statement (courses with no movement have all zeros). */
export async function manyCourseBalances(
  db: Pick<Db, 'select'>,
  courseIds: readonly string[],
): Promise<Map<string, Balances>> {
  const result = new Map<string, Balances>(courseIds.map((id) => [id, zeroBalances()]));
  if (courseIds.length === 0) return result;
  const rows = await db
    .select()
    .from(keptBalances)
    .where(inArray(keptBalances.courseId, [...courseIds]));
  for (const row of rows) result.get(row.courseId)![row.account] = row.cents;
  return result;
}
