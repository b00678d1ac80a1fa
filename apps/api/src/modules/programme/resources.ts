// Seminars by day (spec §2, P1): today's two, any day already reached, and the unwatched ones.
import type { ProgrammeDay, Unwatched } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { addDays } from '@quit/domain/dates';
import { AppError } from '../../platform/errors';
import type { ProgrammeDeps } from './deps';
import { runningCourse, type RunningCourse } from './running-course';
import { seminarViews } from './seminar-views';

/** GET /api/resource/day/{day}: only days already reached; later ones are refused. */
export async function programmeDay(
  deps: ProgrammeDeps,
  participantId: string,
  day: number,
  language: Language,
): Promise<ProgrammeDay> {
  const running = await runningCourse(deps, participantId);
  if (!Number.isInteger(day) || day < 1) throw new AppError('INVALID_DATA', { fields: ['day'] });
  if (day > running.dayReached) throw new AppError('DAY_NOT_REACHED', { detail: `day ${day}` });
  return dayView(deps, running, day, language);
}

/** GET /api/resource/currentday: today's (or, after day 28, day 28's) seminars. */
export async function currentProgrammeDay(
  deps: ProgrammeDeps,
  participantId: string,
  language: Language,
): Promise<ProgrammeDay> {
  const running = await runningCourse(deps, participantId);
  return dayView(deps, running, running.dayReached, language);
}

async function dayView(
  deps: ProgrammeDeps,
  { course }: RunningCourse,
  day: number,
  language: Language,
): Promise<ProgrammeDay> {
  return {
    day,
    date: addDays(course.startDate, day - 1),
    seminars: await seminarViews(
      deps.db,
      course.id,
      language,
      { maxDay: day, days: [day] },
      await deps.catalogue?.(),
    ),
  };
}

/** GET /api/resource/unwatched: seminars of the days reached not watched yet, oldest first. */
export async function unwatchedSeminars(
  deps: ProgrammeDeps,
  participantId: string,
  language: Language,
): Promise<Unwatched> {
  const { course, dayReached } = await runningCourse(deps, participantId);
  return {
    seminars: await seminarViews(
      deps.db,
      course.id,
      language,
      { maxDay: dayReached, unwatchedOnly: true },
      await deps.catalogue?.(),
    ),
  };
}
