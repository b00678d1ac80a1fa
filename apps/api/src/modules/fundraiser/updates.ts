// A8: the participant's short updates on their fundraiser page (record 0080): text and an
// optional photo re-encoded without its metadata (uploaded-image.ts). Public like the page; each
// is mailed to every follower of that moment by one keyed job each, queued with the update.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type {
  FundraiserUpdate,
  FundraiserUpdateRequest,
  FundraiserUpdates,
} from '@quit/contracts/followers';
import {
  FUNDRAISER_UPDATE_MAX_LENGTH,
  fundraiserUpdateProblem,
  normaliseFundraiserUpdate,
} from '@quit/domain/followers';
import type { Db } from '../../db/client';
import { fundraiserUpdates } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { enqueueJobs } from '../../platform/jobs';
import { consumeRateLimit } from '../../platform/rate-limit';
import { strippedJpeg } from '../../platform/uploaded-image';
import type { ServiceDeps } from '../../core/service-deps';
import { followerMailJob } from './follower-mails';
import { activeFollowersOf, followedParticipant } from './followers';

/** Updates a participant may post in a day: each is mailed to every follower. */
const updatesPerDay = { limit: 5, windowSeconds: 24 * 60 * 60 };
/** The page shows the newest ones. */
const SHOWN = 20;

type Row = typeof fundraiserUpdates.$inferSelect;

function view(row: Row): FundraiserUpdate {
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    photoUrl: row.photoKey ? `/api/fundraiser/updates/${row.id}/photo` : null,
  };
}

export async function postUpdate(
  deps: ServiceDeps,
  participantId: string,
  input: FundraiserUpdateRequest,
): Promise<FundraiserUpdate> {
  const text = normaliseFundraiserUpdate(input.text);
  const problem = fundraiserUpdateProblem(text);
  if (problem === 'empty') throw new AppError('FUNDRAISER_UPDATE_EMPTY', { fields: ['text'] });
  if (problem === 'too_long') {
    throw new AppError('FUNDRAISER_UPDATE_TOO_LONG', {
      fields: ['text'],
      params: { max: FUNDRAISER_UPDATE_MAX_LENGTH },
    });
  }
  const now = deps.clock.now();
  await consumeRateLimit(deps.db, `fundraiser-update:${participantId}`, updatesPerDay, now);
  let photoKey: string | null = null;
  if (input.photo) {
    const photo = await strippedJpeg(Buffer.from(input.photo.dataBase64, 'base64'));
    photoKey = `fundraiser-updates/${participantId.replace(/[^A-Za-z0-9_-]/g, '_')}-${randomUUID()}.jpg`;
    await deps.storage.put(photoKey, photo, 'image/jpeg');
  }
  return deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(fundraiserUpdates)
      .values({ participantId, text, photoKey, createdAt: now })
      .returning();
    if (!stored) throw new Error('update not stored');
    const listeners = await activeFollowersOf(tx, participantId);
    await enqueueJobs(
      tx,
      listeners.map((follower) =>
        followerMailJob({ followerId: follower.id, updateId: stored.id }, now),
      ),
    );
    return view(stored);
  });
}

/** The updates on a participant's public page, newest first (anyone may read them). */
export async function updatesOf(
  db: Pick<Db, 'select'>,
  participantId: string,
): Promise<FundraiserUpdates> {
  await followedParticipant(db, participantId);
  const rows = await db
    .select()
    .from(fundraiserUpdates)
    .where(eq(fundraiserUpdates.participantId, participantId))
    .orderBy(desc(fundraiserUpdates.createdAt))
    .limit(SHOWN);
  return { updates: rows.map(view) };
}

export async function updatePhoto(deps: ServiceDeps, updateId: string) {
  const [row] = await deps.db
    .select({ photoKey: fundraiserUpdates.photoKey })
    .from(fundraiserUpdates)
    .where(eq(fundraiserUpdates.id, updateId));
  const body = row?.photoKey ? await deps.storage.get(row.photoKey) : null;
  if (!body) throw new AppError('NOT_FOUND', { detail: 'no such photo' });
  return body;
}

/** Before an account is erased: its updates' photos leave storage (the rows cascade). */
export function updatePhotosBeforeAccountDeletion(deps: ServiceDeps) {
  return async (db: Db, userId: string): Promise<void> => {
    const rows = await db
      .select({ photoKey: fundraiserUpdates.photoKey })
      .from(fundraiserUpdates)
      .where(eq(fundraiserUpdates.participantId, userId));
    for (const row of rows) if (row.photoKey) await deps.storage.delete(row.photoKey);
  };
}
