// GET /api/media/{key}: seminar videos and captions from the storage port, with range requests
// (a player seeks without downloading everything) and caching. Only keys the programme
// references are served: the storage will hold other files that must never be reachable here.
import type { FastifyReply } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { LANGUAGES } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { seminars, seminarTexts, seminarVersions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { resolveRange } from '../../platform/http-range';
import type { Storage } from '../../providers/storage/port';
import { isValidStorageKey } from '../../providers/storage/port';

type MediaEntry = { version: string; contentType: string };

/** A video or captions file of an operator's version (record 0069); drafts for previews only. */
async function versionMediaEntry(
  db: Pick<Db, 'select'>,
  key: string,
  drafts: boolean,
): Promise<MediaEntry | null> {
  const visible = drafts ? undefined : eq(seminarVersions.state, 'published');
  const [video] = await db
    .select({ version: seminarVersions.videoVersion, type: seminarVersions.videoType })
    .from(seminarVersions)
    .where(and(eq(seminarVersions.videoKey, key), visible))
    .limit(1);
  if (video) return { version: video.version, contentType: video.type };
  for (const language of LANGUAGES) {
    const [captions] = await db
      .select({
        version: sql<string>`${seminarVersions.texts} -> ${language} ->> 'captionsVersion'`,
      })
      .from(seminarVersions)
      .where(and(sql`${seminarVersions.texts} -> ${language} ->> 'captionsKey' = ${key}`, visible))
      .limit(1);
    if (captions) return { version: captions.version, contentType: 'text/vtt; charset=utf-8' };
  }
  return null;
}

/**
 * The programme's media: a video of a seminar, or its captions in one language, as shipped or
 * as an operator published it; with `drafts` (the operators' preview) also drafts' files.
 */
export async function mediaEntry(
  db: Pick<Db, 'select'>,
  key: string,
  { drafts = false }: { drafts?: boolean } = {},
): Promise<MediaEntry | null> {
  if (!isValidStorageKey(key)) return null;
  const [video] = await db
    .select({ version: seminars.videoVersion })
    .from(seminars)
    .where(eq(seminars.videoKey, key));
  if (video) return { version: video.version, contentType: 'video/mp4' };
  const [captions] = await db
    .select({ version: seminarTexts.captionsVersion })
    .from(seminarTexts)
    .where(eq(seminarTexts.captionsKey, key));
  if (captions) return { version: captions.version, contentType: 'text/vtt; charset=utf-8' };
  return versionMediaEntry(db, key, drafts);
}

/** A year and immutable when the URL names the content's version; else revalidate each time. */
export function cacheControl(requestedVersion: string | undefined, entry: MediaEntry): string {
  return requestedVersion === entry.version
    ? 'private, max-age=31536000, immutable'
    : 'private, no-cache';
}

export async function sendMedia(
  deps: { db: Db; storage: Storage },
  reply: FastifyReply,
  request: {
    key: string;
    version: string | undefined;
    range: string | undefined;
    ifNoneMatch: string | undefined;
    /** The operators' preview: drafts' files too. */
    drafts?: boolean;
  },
): Promise<FastifyReply> {
  const entry = await mediaEntry(deps.db, request.key, { drafts: request.drafts ?? false });
  const object = entry ? await deps.storage.head(request.key) : null;
  if (!entry || !object) throw new AppError('NOT_FOUND', { detail: `media ${request.key}` });
  const etag = `"${entry.version}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('cache-control', cacheControl(request.version, entry))
    .header('x-content-type-options', 'nosniff');
  if (request.ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
    return reply.status(304).send();
  }
  const range = resolveRange(request.range, object.size);
  if (range.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${object.size}`)
      .type('text/plain')
      .send('');
  }
  const slice = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  const stream = await deps.storage.get(request.key, slice);
  if (!stream) throw new AppError('NOT_FOUND', { detail: `media ${request.key} vanished` });
  reply.type(entry.contentType);
  if (slice) {
    reply
      .status(206)
      .header('content-range', `bytes ${slice.start}-${slice.end}/${object.size}`)
      .header('content-length', slice.end - slice.start + 1);
  } else {
    reply.status(200).header('content-length', object.size);
  }
  return reply.send(stream);
}
