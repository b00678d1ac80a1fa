// The files of the data export (record 0067): test photos and the fundraiser photo, each as a
// download link signed for a day, like the test recordings (recording-links.ts, same secret,
// another purpose per kind). Whoever holds a link gets that one file until it expires.
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fundraiserPages, testkitTests } from '../../db/schema';
import { sharedSecret } from '../../platform/auth/secret';
import { AppError } from '../../platform/errors';
import { signedLinkToken, verifySignedLinkToken } from '../../platform/signed-link';
import type { Storage } from '../../providers/storage/port';
import { RECORDING_LINK_SECRET } from './recording-links';

export const EXPORT_FILE_KINDS = ['test-photo', 'fundraiser-photo'] as const;
export type ExportFileKind = (typeof EXPORT_FILE_KINDS)[number];

const PURPOSE: Record<ExportFileKind, string> = {
  'test-photo': 'export-test-photo:v1',
  'fundraiser-photo': 'export-fundraiser-photo:v1',
};
export const EXPORT_LINK_MS = 24 * 60 * 60 * 1000;

export const exportFilePath = (kind: ExportFileKind, id: string, token: string) =>
  `/api/account/export/files/${kind}/${id}?token=${encodeURIComponent(token)}`;

/**
 * Makes links for one export: `link(kind, id)` is the full address, valid until `expiresAt`.
 * The secret is read (made, the first time ever) only when a link is made: an export without
 * files writes nothing.
 */
export function exportFileLinks(db: Db, now: Date, publicUrl: string) {
  let secret: Promise<string> | undefined;
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_MS);
  return {
    expiresAt: expiresAt.toISOString(),
    link: async (kind: ExportFileKind, id: string) => {
      secret ??= sharedSecret(db, RECORDING_LINK_SECRET);
      const token = signedLinkToken(await secret, PURPOSE[kind], id, expiresAt);
      return `${publicUrl}${exportFilePath(kind, id, token)}`;
    },
  };
}

export type ExportFileLinks = ReturnType<typeof exportFileLinks>;

/**
 * The file behind a link: a test's photo (subject: the test) or a participant's fundraiser
 * photo (subject: the participant). A wrong, forged or expired token, or a file gone since,
 * is NOT_FOUND.
 */
export async function exportedFile(
  deps: { db: Db; storage: Storage },
  kind: ExportFileKind,
  id: string,
  token: string,
  now: Date,
): Promise<{ body: Readable; contentType: string; fileName: string }> {
  const secret = await sharedSecret(deps.db, RECORDING_LINK_SECRET);
  if (!verifySignedLinkToken(secret, PURPOSE[kind], id, token, now)) {
    throw new AppError('NOT_FOUND');
  }
  const file =
    kind === 'test-photo' ? await testPhotoKey(deps.db, id) : await pagePhoto(deps.db, id);
  const body = file ? await deps.storage.get(file.key) : null;
  if (!file || !body) throw new AppError('NOT_FOUND');
  const extension = file.contentType.split('/')[1] ?? 'bin';
  return { body, contentType: file.contentType, fileName: `${kind}-${id}.${extension}` };
}

async function testPhotoKey(db: Db, testId: string) {
  const [row] = await db
    .select({ key: testkitTests.photoKey })
    .from(testkitTests)
    .where(eq(testkitTests.id, testId));
  // Test photos are stored as JPEG with their metadata stripped (test-photo.ts).
  return row?.key ? { key: row.key, contentType: 'image/jpeg' } : null;
}

async function pagePhoto(db: Db, participantId: string) {
  const [row] = await db
    .select({ key: fundraiserPages.photoKey, contentType: fundraiserPages.photoContentType })
    .from(fundraiserPages)
    .where(eq(fundraiserPages.participantId, participantId));
  return row?.key && row.contentType ? { key: row.key, contentType: row.contentType } : null;
}
