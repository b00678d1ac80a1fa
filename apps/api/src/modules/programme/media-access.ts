// Seminar media are course content of the days reached (issue 30 item 6, record 0071): a
// participant gets a seminar's video or captions only as `/api/resource/day/{n}` would show
// that day — without a running course COURSE_NOT_ACTIVE, for a later day DAY_NOT_REACHED.
import { and, eq, or, sql } from 'drizzle-orm';
import { LANGUAGES } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { seminars, seminarTexts, seminarVersions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ProgrammeDeps } from './deps';
import { runningCourse } from './running-course';

/** The course day of the seminar a media key belongs to (as shipped or published), else null. */
export async function mediaDay(db: Pick<Db, 'select'>, key: string): Promise<number | null> {
  const [shipped] = await db
    .select({ day: seminars.day })
    .from(seminars)
    .leftJoin(seminarTexts, eq(seminarTexts.seminarId, seminars.id))
    .where(or(eq(seminars.videoKey, key), eq(seminarTexts.captionsKey, key)))
    .limit(1);
  if (shipped) return shipped.day;
  const captionsOf = LANGUAGES.map(
    (language) => sql`${seminarVersions.texts} -> ${language} ->> 'captionsKey' = ${key}`,
  );
  const [published] = await db
    .select({ day: seminars.day })
    .from(seminarVersions)
    .innerJoin(seminars, eq(seminars.id, seminarVersions.seminarId))
    .where(
      and(
        eq(seminarVersions.state, 'published'),
        or(eq(seminarVersions.videoKey, key), ...captionsOf),
      ),
    )
    .limit(1);
  return published?.day ?? null;
}

/** Refuses the media of a day the participant's course has not reached (or of no course). */
export async function checkMediaAccess(
  deps: ProgrammeDeps,
  participantId: string,
  key: string,
): Promise<void> {
  const { dayReached } = await runningCourse(deps, participantId);
  const day = await mediaDay(deps.db, key);
  if (day !== null && day > dayReached) {
    throw new AppError('DAY_NOT_REACHED', { detail: `media of day ${day}` });
  }
}
