// POST /api/resource/{id}/progress: the player reports where it is; the furthest position is
// kept (to resume from), and the seminar becomes watched once the playback credited to reports
// spaced in real time reaches 90 % (P1, record 0071: a jump is credited only the time that
// passed). The row lock serialises concurrent reports, so exactly one of them sees the change
// and answers `justWatched`.
import { and, eq } from 'drizzle-orm';
import type { ProgressResponse } from '@quit/contracts/programme';
import { creditReport } from '@quit/domain/watch-time';
import { seminars, watchProgress } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { awardBadges } from '../questionnaires/award-badges';
import type { ProgrammeDeps } from './deps';
import { runningCourse } from './running-course';
import { contentShown } from './seminar-content';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else is unknown without asking the database (which would refuse it). */
export const isUuid = (value: string) => UUID.test(value);

/** The seminar a request names, else "Please Select a video". */
export async function selectedSeminar(deps: ProgrammeDeps, seminarId: string) {
  if (!isUuid(seminarId)) throw new AppError('VIDEO_NOT_SELECTED');
  const [seminar] = await deps.db.select().from(seminars).where(eq(seminars.id, seminarId));
  if (!seminar) throw new AppError('VIDEO_NOT_SELECTED');
  return seminar;
}

export async function recordProgress(
  deps: ProgrammeDeps,
  participantId: string,
  seminarId: string,
  positionSeconds: number,
): Promise<ProgressResponse> {
  const seminar = await selectedSeminar(deps, seminarId);
  const { course, dayReached, now } = await runningCourse(deps, participantId);
  if (seminar.day > dayReached) throw new AppError('DAY_NOT_REACHED');
  // The length of the video this course shows (an operator may have replaced it: record 0069).
  const shown = (await contentShown(deps.db, course.id, [seminar.id])).get(seminar.id);
  const durationSeconds = shown?.durationSeconds ?? seminar.durationSeconds;
  const reported = Math.min(positionSeconds, durationSeconds);
  return deps.db.transaction(async (tx) => {
    const key = and(eq(watchProgress.courseId, course.id), eq(watchProgress.seminarId, seminar.id));
    await tx
      .insert(watchProgress)
      .values({ courseId: course.id, seminarId: seminar.id, updatedAt: now })
      .onConflictDoNothing();
    const [current] = await tx.select().from(watchProgress).where(key).for('update');
    if (!current) throw new Error('watch progress row vanished');
    const furthest = Math.max(current.maxPositionSeconds, reported);
    // Server time from the app's clock: the client's own clock never counts.
    const credit = creditReport(current, { positionSeconds: reported, at: now }, durationSeconds);
    const justWatched = current.watchedAt === null && credit.watched;
    const watchedAt = current.watchedAt ?? (justWatched ? now : null);
    await tx
      .update(watchProgress)
      .set({ maxPositionSeconds: furthest, ...credit.after, watchedAt, updatedAt: now })
      .where(key);
    if (justWatched) await awardBadges(tx, course.id, now);
    return {
      resourceId: seminar.id,
      positionSeconds: furthest,
      watched: watchedAt !== null,
      watchedAt: watchedAt?.toISOString() ?? null,
      justWatched,
    };
  });
}
