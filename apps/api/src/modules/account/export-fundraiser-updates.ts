// The data export's fundraiser updates (A8, record 0080): what the caller posted on their
// fundraiser page, and whether it had a photo; who was mailed is not theirs to see.
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import { fundraiserUpdates } from '../../db/schema';

export async function exportedFundraiserUpdates(
  db: Db,
  userId: string,
): Promise<DataExport['fundraiserUpdates']> {
  const rows = await db
    .select()
    .from(fundraiserUpdates)
    .where(eq(fundraiserUpdates.participantId, userId))
    .orderBy(asc(fundraiserUpdates.createdAt));
  return rows.map((row) => ({
    text: row.text,
    hasPhoto: row.photoKey !== null,
    createdAt: row.createdAt.toISOString(),
  }));
}
