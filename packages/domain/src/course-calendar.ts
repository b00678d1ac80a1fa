// The course as calendar events (the participant's .ics file): the first course day, the diary's
// opening each course day (P2: 18:00 in the participant's time zone), the last course day, from
// which the final test may be taken (C4), and the last day the test counts. Never a spot test
// (T7: it is unannounced), so nothing here reads one. The spec gives the seminars no hour (P1),
// so they are named in each day's diary event rather than given times of their own.
import { COURSE_LENGTH_DAYS, TEST_MIN_DAY } from './constants';
import { verificationDeadline } from './course-day';
import { addDays, daysBetween, type IsoDate } from './dates';
import { diaryWindow } from './diary';

export const COURSE_CALENDAR_EVENT_KINDS = [
  'course_start',
  'diary_opens',
  'test_day',
  'test_deadline',
] as const;
export type CourseCalendarEventKind = (typeof COURSE_CALENDAR_EVENT_KINDS)[number];

/** How long a diary event lasts in the calendar: a reminder, not the whole window. */
export const DIARY_EVENT_MINUTES = 30;

export type CourseCalendarEvent =
  | { kind: 'course_start' | 'test_day' | 'test_deadline'; day: number; date: IsoDate }
  | { kind: 'diary_opens'; day: number; date: IsoDate; at: Date; until: Date };

export function courseCalendarEvents(startDate: IsoDate, timeZone: string): CourseCalendarEvent[] {
  const diary = Array.from({ length: COURSE_LENGTH_DAYS }, (_, index): CourseCalendarEvent => {
    const day = index + 1;
    const window = diaryWindow(startDate, day, timeZone);
    return {
      kind: 'diary_opens',
      day,
      date: addDays(startDate, index),
      at: window.opensAt,
      until: window.closesAt,
    };
  });
  const deadline = verificationDeadline(startDate);
  return [
    { kind: 'course_start', day: 1, date: startDate },
    ...diary,
    { kind: 'test_day', day: TEST_MIN_DAY, date: addDays(startDate, TEST_MIN_DAY - 1) },
    { kind: 'test_deadline', day: daysBetween(startDate, deadline) + 1, date: deadline },
  ];
}
