// The course the programme routes work on: the participant's course while it runs (`active`).
// The diary also takes `awaiting_test`, because day 28's diary stays open through day 29, the
// first day after the course days. Days reached never go beyond 28.
import { eq } from 'drizzle-orm';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { courseDay } from '@quit/domain/course-day';
import type { CourseState } from '@quit/domain/course-state';
import { dateInTimeZone, type IsoDate } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import { profiles } from '../../db/schema';
import type { ErrorCode } from '@quit/contracts/errors';
import { AppError } from '../../platform/errors';
import { findOpenCourse, type Course } from '../course-row/current-course';
import type { ProgrammeDeps } from './deps';

export type RunningCourse = {
  course: Course & { startDate: IsoDate };
  timeZone: string;
  now: Date;
  today: IsoDate;
  /** The last course day reached (1–28). */
  dayReached: number;
};

/** The states the seminars and to-dos work in; the diary adds `awaiting_test`. */
export const PROGRAMME_STATES: readonly CourseState[] = ['active'];
export const DIARY_STATES: readonly CourseState[] = ['active', 'awaiting_test'];

export async function runningCourse(
  deps: ProgrammeDeps,
  participantId: string,
  {
    states = PROGRAMME_STATES,
    refusal = 'COURSE_NOT_ACTIVE',
  }: {
    states?: readonly CourseState[];
    refusal?: ErrorCode;
  } = {},
): Promise<RunningCourse> {
  const course = await findOpenCourse(deps.db, participantId);
  if (!course || course.startDate === null || !states.includes(course.state)) {
    throw new AppError(refusal, { detail: `course state ${course?.state ?? 'none'}` });
  }
  const [profile] = await deps.db
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, participantId));
  const timeZone = timeZoneOf(profile?.timeZone);
  const now = deps.clock.now();
  const today = dateInTimeZone(now, timeZone);
  const day = courseDay(course.startDate, today);
  if (day < 1) throw new AppError(refusal, { detail: 'course has not started' });
  return {
    course: { ...course, startDate: course.startDate },
    timeZone,
    now,
    today,
    dayReached: Math.min(day, COURSE_LENGTH_DAYS),
  };
}
