// An answer kept a moment per user and process (issue 15), for reads asked far more often than
// their data changes. In this process it is dropped by every request that may write (by anyone;
// see mayWrite) and every round of jobs that did work (a gift confirmed, a course moved by the
// calendar), each after its work has committed; a read that started before such a drop is not
// kept. The user's own writes are read afresh whichever process served them (the recent-write
// cookie, recent-writes.ts). Anyone else's change shows within `ms`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShortCache } from './auth/short-cache';
import { wroteRecently } from './recent-writes';

export type PerUserCache<T> = (
  request: FastifyRequest,
  userId: string,
  load: () => Promise<T>,
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
  return (request, userId, load) =>
    wroteRecently(request, app.clock.now().getTime()) ? load() : cache.get(userId, load);
}
