// An answer kept a moment per user and process (issue 15), for reads asked far more often than
// their data changes. In this process it is dropped by every request that may write (by anyone;
// see mayWrite) and every round of jobs that did work (a gift confirmed, a course moved by the
// calendar), each after its work has committed; a read that started before such a drop is not
// kept. The user's own writes are read afresh whichever process served them (the recent-write
// cookie, recent-writes.ts). Anyone else's change shows within `ms`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShortCache } from './auth/short-cache';
import { wroteRecently } from './recent-writes';

/**
 * `keep`: whether an answer just loaded may be kept (default: always); an answer that the clock
 * alone will change within `ms` (see beforeQuarterHour) says no.
 */
export type PerUserCache<T> = (
  request: FastifyRequest,
  userId: string,
  load: () => Promise<T>,
  keep?: (value: T) => boolean,
) => Promise<T>;

export function perUserCache<T>(
  app: FastifyInstance,
  { ms, maxUsers }: { ms: number; maxUsers: number },
): PerUserCache<T> {
  const cache = new ShortCache<T>(app.clock, ms, maxUsers);
  const stop = app.changes.on(['write', 'jobs-round'], () => cache.clear());
  app.addHook('onClose', async () => {
    stop();
    cache.clear();
  });
  return (request, userId, load, keep) =>
    wroteRecently(request, app.clock.now().getTime()) ? load() : cache.get(userId, load, keep);
}

/** A quarter of an hour: every local hour (midnight, 18:00) in any time zone begins on one. */
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * The instant is within `ms` before a quarter hour (UTC). Time zones are offset from UTC by whole
 * quarter hours, so every local whole hour — a new day, the diary opening at 18:00 — falls on
 * one: an answer read so close to one is not kept, and no kept answer outlives such a moment.
 */
export const beforeQuarterHour = (instant: Date, ms: number): boolean =>
  QUARTER_HOUR_MS - (instant.getTime() % QUARTER_HOUR_MS) <= ms;
