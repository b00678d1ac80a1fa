// A8: the participant's short updates on their fundraiser page (record 0080): text and an
// optional photo re-encoded without its metadata (uploaded-image.ts). Public like the page; each
// is mailed to every follower of that moment by one keyed job each, queued with the update.
// Record 0102: the photo is shown to anyone else only once an operator approved it, as the
// page's photo is; the text is public at once.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type {
  FundraiserUpdate,
  FundraiserUpdateRequest,
  FundraiserUpdates,
  PendingUpdatePhotos,
} from '@quit/contracts/followers';
import { publicName } from '@quit/domain/profile';
import {
  FUNDRAISER_UPDATE_MAX_LENGTH,
  fundraiserUpdateProblem,
  normaliseFundraiserUpdate,
} from '@quit/domain/followers';
import type { Db } from '../../db/client';
import { fundraiserUpdates, profiles } from '../../db/schema';
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
/** The console's queue shows the oldest waiting photos. */
const PENDING_SHOWN = 100;

type Row = typeof fundraiserUpdates.$inferSelect;

/**
 * The update as `audience` may see it: the public only an approved photo (nothing tells of one
 * that waits or was rejected), its author the photo's status.
 */
function view(row: Row, audience: 'public' | 'author'): FundraiserUpdate {
  const approved = row.photoStatus === 'approved';
  return {
    id: row.id,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    photoUrl: approved ? `/api/fundraiser/updates/${row.id}/photo` : null,
    photoStatus: audience === 'author' || approved ? row.photoStatus : null,
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
      .values({
        participantId,
        text,
        photoKey,
        photoStatus: photoKey ? 'pending' : null,
        createdAt: now,
      })
      .returning();
    if (!stored) throw new Error('update not stored');
    const listeners = await activeFollowersOf(tx, participantId);
    await enqueueJobs(
      tx,
      listeners.map((follower) =>
        followerMailJob({ followerId: follower.id, updateId: stored.id }, now),
      ),
    );
    return view(stored, 'author');
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
  return { updates: rows.map((row) => view(row, 'public')) };
}

/** An update's photo and whose it is: for the public only an approved one (`anyStatus` for operators). */
export async function updatePhoto(deps: ServiceDeps, updateId: string, anyStatus = false) {
  const [row] = await deps.db
    .select({
      photoKey: fundraiserUpdates.photoKey,
      photoStatus: fundraiserUpdates.photoStatus,
      participantId: fundraiserUpdates.participantId,
    })
    .from(fundraiserUpdates)
    .where(eq(fundraiserUpdates.id, updateId));
  const shown = row?.photoKey && (anyStatus || row.photoStatus === 'approved');
  const body = shown ? await deps.storage.get(row.photoKey!) : null;
  if (!row || !body) throw new AppError('NOT_FOUND', { detail: 'no such photo' });
  return { body, participantId: row.participantId };
}

/** Record 0102: update photos waiting for an operator, oldest first, with whose they are. */
export async function pendingUpdatePhotos(db: Pick<Db, 'select'>): Promise<PendingUpdatePhotos> {
  const rows = await db
    .select({ update: fundraiserUpdates, profile: profiles })
    .from(fundraiserUpdates)
    .leftJoin(profiles, eq(profiles.userId, fundraiserUpdates.participantId))
    .where(eq(fundraiserUpdates.photoStatus, 'pending'))
    .orderBy(asc(fundraiserUpdates.createdAt))
    .limit(PENDING_SHOWN);
  return {
    photos: rows.map(({ update, profile }) => ({
      updateId: update.id,
      participantId: update.participantId,
      displayName: profile ? publicName(profile.firstName, profile.lastName) : '—',
      text: update.text,
      createdAt: update.createdAt.toISOString(),
    })),
  };
}

/** An operator's decision on an update's photo; it can be taken back later (an abuse report). */
export async function moderateUpdatePhoto(
  db: Pick<Db, 'update'>,
  updateId: string,
  decision: 'approve' | 'reject',
): Promise<{ participantId: string }> {
  const [row] = await db
    .update(fundraiserUpdates)
    .set({ photoStatus: decision === 'approve' ? 'approved' : 'rejected' })
    .where(and(eq(fundraiserUpdates.id, updateId), isNotNull(fundraiserUpdates.photoKey)))
    .returning({ participantId: fundraiserUpdates.participantId });
  if (!row) throw new AppError('NOT_FOUND', { detail: 'no such photo' });
  return row;
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
