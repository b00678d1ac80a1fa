// The data export's thank-you notes (A8, record 0078): what the caller wrote to their
// supporters, per course; who received it is not theirs to see (only how many).
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import { thankYouNotes } from '../../db/schema';

export async function exportedThankYouNotes(
  db: Db,
  userId: string,
): Promise<DataExport['thankYouNotes']> {
  const rows = await db
    .select()
    .from(thankYouNotes)
    .where(eq(thankYouNotes.participantId, userId))
    .orderBy(asc(thankYouNotes.sentAt));
  return rows.map((row) => ({
    courseId: row.courseId,
    text: row.text,
    recipients: row.recipients,
    sentAt: row.sentAt.toISOString(),
  }));
}
