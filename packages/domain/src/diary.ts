// P2: the diary for course day n opens at 18:00 on day n in the participant's time zone and
// closes when day n + 1 ends, so an evening entry can still be written the next day.
import { COURSE_LENGTH_DAYS, DIARY_DUE_HOUR } from './constants';
import { courseDay } from './course-day';
import { addDays, dateInTimeZone, startOfDayInstant, zonedTimeToInstant } from './dates';
import type { IsoDate } from './dates';

export interface DiaryWindow {
  /** Inclusive. */
  opensAt: Date;
  /** Exclusive: the first instant of day n + 2. */
  closesAt: Date;
}

export function diaryWindow(startDate: IsoDate, day: number, timeZone: string): DiaryWindow {
  const date = addDays(startDate, day - 1);
  return {
    opensAt: zonedTimeToInstant(date, DIARY_DUE_HOUR, timeZone),
    closesAt: startOfDayInstant(addDays(date, 2), timeZone),
  };
}

function isCourseDay(day: number): boolean {
  return Number.isInteger(day) && day >= 1 && day <= COURSE_LENGTH_DAYS;
}

export function isDiaryOpen(
  startDate: IsoDate,
  day: number,
  instant: Date,
  timeZone: string,
): boolean {
  if (!isCourseDay(day)) return false;
  const { opensAt, closesAt } = diaryWindow(startDate, day, timeZone);
  return instant.getTime() >= opensAt.getTime() && instant.getTime() < closesAt.getTime();
}

/** The course days (1–28, ascending) whose diary can be written at this instant: at most two. */
export function openDiaryDays(startDate: IsoDate, instant: Date, timeZone: string): number[] {
  const today = courseDay(startDate, dateInTimeZone(instant, timeZone));
  // A window spans the evening of its day and the whole next day, so only these two can be open.
  return [today - 1, today].filter((day) => isDiaryOpen(startDate, day, instant, timeZone));
}
