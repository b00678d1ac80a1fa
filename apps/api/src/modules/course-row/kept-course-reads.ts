// A participant's course read kept a moment (issue 15): the dashboard asks for the course and
// today's course day on every visit and poll, and the one prepared statement behind them costs
// more in socket writes than the answer costs to build. Only the database row is kept; the view
// (today, the course day, what is due) is still computed from the clock on every request. In
// this process it is dropped by every write request and every round of jobs (a gift confirmed,
// a course moved by the calendar), after its work has committed; a read that started before
// such a drop is not kept. The participant's own writes are read afresh whichever process
// served them (platform/recent-writes.ts); anyone else's change shows within COURSE_READ_MS.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ShortCache } from '../../platform/auth/short-cache';
import { wroteRecently } from '../../platform/recent-writes';
import { readCourse, type CourseRead } from './course-read';

/** How long one process reuses a participant's course read: the bound on staleness for others. */
export const COURSE_READ_MS = 1_000;
/** Participants kept at most (a full cache starts over). */
const MAX_PARTICIPANTS = 10_000;

export type KeptCourseReads = (
  request: FastifyRequest,
  participantId: string,
) => Promise<CourseRead>;

export function keptCourseReads(app: FastifyInstance): KeptCourseReads {
  const cache = new ShortCache<CourseRead>(COURSE_READ_MS, MAX_PARTICIPANTS);
  cache.clearOnWrites(app);
  const stops = [app.jobs.onRoundDone(() => cache.clear())];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    cache.clear();
  });
  return (request, participantId) => {
    const load = () => readCourse(app.db, participantId);
    return wroteRecently(request) ? load() : cache.get(participantId, load);
  };
}
