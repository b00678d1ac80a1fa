// The data export's cravings (P7, record 0076): every craving the caller logged, oldest first.
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import { cravings } from '../../db/schema';

export async function exportedCravings(db: Db, userId: string): Promise<DataExport['cravings']> {
  const rows = await db
    .select()
    .from(cravings)
    .where(eq(cravings.userId, userId))
    .orderBy(asc(cravings.loggedAt));
  return rows.map((row) => ({
    loggedAt: row.loggedAt.toISOString(),
    strength: row.strength,
    trigger: row.trigger,
    place: row.place,
    helped: row.helped,
    outcome: row.outcome,
    endedAt: row.endedAt?.toISOString() ?? null,
  }));
}
