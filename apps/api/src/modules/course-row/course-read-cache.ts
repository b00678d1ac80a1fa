// A participant's course read kept a moment (issue 15): the dashboard asks for the course and
// today's course day on every visit and poll, and the one prepared statement behind them costs
// more in socket writes than the answer costs to build. Only the database row is kept; the view
// (today, the course day, what is due) is still computed from the clock on every request. How
// it is dropped, and read afresh after the participant's own writes: platform/per-user-cache.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { perUserCache } from '../../platform/per-user-cache';
import { readCourse, type CourseRead } from './course-read';

/** How long one process reuses a participant's course read: the bound on staleness for others. */
export const COURSE_READ_MS = 1_000;

export type CourseReadCache = (
  request: FastifyRequest,
  participantId: string,
) => Promise<CourseRead>;

export function courseReadCache(app: FastifyInstance): CourseReadCache {
  const kept = perUserCache<CourseRead>(app, { ms: COURSE_READ_MS, maxUsers: 10_000 });
  return (request, participantId) =>
    kept(request, participantId, () => readCourse(app.db, participantId));
}
