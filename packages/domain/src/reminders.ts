// Reminder mails of the daily programme (issue 9): when each is due and how long it still makes
// sense to send it. Times are wall-clock hours in the participant's time zone, so a reminder
// keeps its local hour across daylight-saving changes.
import { COURSE_LENGTH_DAYS, DIARY_DUE_HOUR } from './constants';
import { addDays, zonedTimeToInstant, type IsoDate } from './dates';
import { diaryWindow } from './diary';

/**
 * `diary_open`: day n's diary has opened (18:00 on day n), with the seminars still unwatched.
 * `diary_closing`: day n's diary is still missing on the evening of day n + 1.
 */
export const REMINDER_KINDS = ['diary_open', 'diary_closing'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Local hour of the "yesterday's diary closes tonight" reminder on day n + 1. */
export const DIARY_CLOSING_REMINDER_HOUR = 20;

function courseDate(startDate: IsoDate, day: number): IsoDate {
  if (!Number.isInteger(day) || day < 1 || day > COURSE_LENGTH_DAYS) {
    throw new RangeError(`Not a course day: ${day}`);
  }
  return addDays(startDate, day - 1);
}

/** The instant a reminder about course day `day` is due. */
export function reminderDueAt(
  kind: ReminderKind,
  startDate: IsoDate,
  day: number,
  timeZone: string,
): Date {
  const date = courseDate(startDate, day);
  return kind === 'diary_open'
    ? zonedTimeToInstant(date, DIARY_DUE_HOUR, timeZone)
    : zonedTimeToInstant(addDays(date, 1), DIARY_CLOSING_REMINDER_HOUR, timeZone);
}

/**
 * The instant from which a reminder is no longer worth sending (exclusive): "open" once the
 * "closes tonight" reminder is due, "closes tonight" once the diary has closed. A late run (a
 * process that was down, the sandbox clock moved days ahead) skips stale reminders this way.
 */
export function reminderExpiresAt(
  kind: ReminderKind,
  startDate: IsoDate,
  day: number,
  timeZone: string,
): Date {
  return kind === 'diary_open'
    ? reminderDueAt('diary_closing', startDate, day, timeZone)
    : diaryWindow(startDate, day, timeZone).closesAt;
}

export function isReminderCurrent(
  kind: ReminderKind,
  startDate: IsoDate,
  day: number,
  instant: Date,
  timeZone: string,
): boolean {
  const t = instant.getTime();
  return (
    t >= reminderDueAt(kind, startDate, day, timeZone).getTime() &&
    t < reminderExpiresAt(kind, startDate, day, timeZone).getTime()
  );
}
