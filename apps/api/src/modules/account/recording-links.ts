// T5: the participant's test recordings in their data export, each with a download link signed
// for a day (the films are too large for the JSON file). The testkit module serves the link.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testRecordings } from '../../db/schema';
import { sharedSecret } from '../../platform/auth/secret';
import { signedLinkToken } from '../../platform/signed-link';

export const RECORDING_LINK_SECRET = 'recording_link_secret';
export const RECORDING_LINK_PURPOSE = 'recording-download:v1';
const LINK_MS = 24 * 60 * 60 * 1000;

export const recordingDownloadPath = (id: string, token: string) =>
  `/api/testkit/recordings/${id}/download?token=${encodeURIComponent(token)}`;

export async function exportedRecordings(db: Db, userId: string, now: Date, publicUrl: string) {
  const rows = await db
    .select()
    .from(testRecordings)
    .where(and(eq(testRecordings.participantId, userId), ne(testRecordings.state, 'deleted')))
    .orderBy(asc(testRecordings.createdAt));
  if (rows.length === 0) return [];
  const secret = await sharedSecret(db, RECORDING_LINK_SECRET);
  const expiresAt = new Date(now.getTime() + LINK_MS);
  return rows.map((row) => ({
    id: row.id,
    testId: row.testId,
    mimeType: row.mimeType,
    bytes: row.bytes,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    deleteAfter: row.deleteAfter?.toISOString() ?? null,
    download: `${publicUrl}${recordingDownloadPath(
      row.id,
      signedLinkToken(secret, RECORDING_LINK_PURPOSE, row.id, expiresAt),
    )}`,
    downloadExpiresAt: expiresAt.toISOString(),
  }));
}
