// The participant's story and photo (issue 16). A new photo waits for an operator; only an
// approved one is public. Photos live in the storage port under fundraiser-photos/, stored as
// JPEG without metadata; a replaced or removed one is deleted (record 0063).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FundraiserPage, FundraiserPhotoRequest } from '@quit/contracts/fundraiser';
import { PHOTO_MAX_BYTES } from '@quit/contracts/fundraiser';
import type { Db } from '../../db/client';
import { fundraiserPages } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { strippedJpeg } from '../../platform/uploaded-image';
import type { Storage } from '../../providers/storage/port';
import type { ChangeBus } from '../../platform/changes';

export type FundraiserDeps = { db: Db; clock: Clock; storage: Storage; changes: ChangeBus };

type Row = typeof fundraiserPages.$inferSelect;

export async function findFundraiserPage(db: Db, participantId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(fundraiserPages)
    .where(eq(fundraiserPages.participantId, participantId));
  return row;
}

export function pageView(row: Row | undefined): FundraiserPage {
  return { story: row?.story ?? null, photoStatus: row?.photoStatus ?? null };
}

async function upsert(deps: FundraiserDeps, participantId: string, values: Partial<Row>) {
  const now = deps.clock.now();
  await deps.db
    .insert(fundraiserPages)
    .values({ participantId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: fundraiserPages.participantId,
      set: { ...values, updatedAt: now },
    });
  deps.changes.emit({ kind: 'fundraiser-page', participantId });
}

export async function saveStory(deps: FundraiserDeps, participantId: string, story: string | null) {
  await upsert(deps, participantId, { story });
  return pageView(await findFundraiserPage(deps.db, participantId));
}

const SIGNATURES: Record<FundraiserPhotoRequest['contentType'], (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/webp': (b) =>
    b.length > 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** New photos a participant may upload in an hour (each is decoded and re-encoded). */
export const photoUploadRateLimit: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/**
 * Stores a new photo (its bytes must be an image of the stated type) as JPEG without metadata;
 * it waits for approval, and the photo it replaces is deleted.
 */
export async function savePhoto(
  deps: FundraiserDeps,
  participantId: string,
  input: FundraiserPhotoRequest,
): Promise<FundraiserPage> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (
    bytes.length === 0 ||
    bytes.length > PHOTO_MAX_BYTES ||
    !SIGNATURES[input.contentType](bytes)
  ) {
    throw new AppError('INVALID_DATA', { fields: ['dataBase64'], detail: 'not an image' });
  }
  await consumeRateLimit(
    deps.db,
    `fundraiser-photo:${participantId}`,
    photoUploadRateLimit,
    deps.clock.now(),
  );
  const photo = await strippedJpeg(bytes);
  const previous = (await findFundraiserPage(deps.db, participantId))?.photoKey ?? null;
  const key = `fundraiser-photos/${participantId.replace(/[^A-Za-z0-9_-]/g, '_')}-${randomUUID()}.jpg`;
  await deps.storage.put(key, photo, 'image/jpeg');
  await upsert(deps, participantId, {
    photoKey: key,
    photoContentType: 'image/jpeg',
    photoStatus: 'pending',
  });
  if (previous) await deps.storage.delete(previous);
  return pageView(await findFundraiserPage(deps.db, participantId));
}

/** Removes the photo from the page and from storage. */
export async function removePhoto(deps: FundraiserDeps, participantId: string) {
  const previous = (await findFundraiserPage(deps.db, participantId))?.photoKey ?? null;
  await upsert(deps, participantId, { photoKey: null, photoContentType: null, photoStatus: null });
  if (previous) await deps.storage.delete(previous);
  return pageView(await findFundraiserPage(deps.db, participantId));
}

export async function moderatePhoto(
  deps: FundraiserDeps,
  participantId: string,
  decision: 'approve' | 'reject',
) {
  const row = await findFundraiserPage(deps.db, participantId);
  if (!row?.photoKey) throw new AppError('NOT_FOUND', { detail: 'no photo' });
  await upsert(deps, participantId, {
    photoStatus: decision === 'approve' ? 'approved' : 'rejected',
  });
  return pageView(await findFundraiserPage(deps.db, participantId));
}

/** The photo's bytes; `approvedOnly` for the public. */
export async function photoOf(deps: FundraiserDeps, participantId: string, approvedOnly: boolean) {
  const row = await findFundraiserPage(deps.db, participantId);
  if (!row?.photoKey || !row.photoContentType) return null;
  if (approvedOnly && row.photoStatus !== 'approved') return null;
  const body = await deps.storage.get(row.photoKey);
  return body ? { body, contentType: row.photoContentType, version: row.updatedAt } : null;
}
