// GET /api/course/calendar.ics: the participant's course as a calendar file (the `ics` package):
// day 1, the diary's opening each course day (18:00 in the participant's time zone, written as
// UTC instants so a change to summer time keeps 18:00), day 28 with the test, and the last day
// the test counts. Never a spot test (T7): the events come from the start date alone.
import { eq } from 'drizzle-orm';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { Language } from '@quit/domain/constants';
import { courseCalendarEvents, DIARY_EVENT_MINUTES } from '@quit/domain/course-calendar';
import { verificationDeadline } from '@quit/domain/course-day';
import { addDays, calendarDate, type IsoDate } from '@quit/domain/dates';
import { formatDate } from '@quit/domain/format';
import { timeZoneOf } from '@quit/domain/profile';
import { profiles } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { findOpenCourse } from '../course-row/current-course';
import { CALENDAR_FILE_TEXTS } from './calendar-file-texts';
import type { ProgrammeDeps } from './deps';

/** The course states with a start date whose days are still ahead or running. */
const CALENDAR_STATES = ['scheduled', 'active', 'awaiting_test'] as const;

function dateArray(date: IsoDate): DateArray {
  const { year, month, day } = calendarDate(date);
  return [year, month, day];
}

function allDay(date: IsoDate): Pick<EventAttributes, 'start'> & { end: DateArray } {
  return { start: dateArray(date), end: dateArray(addDays(date, 1)) };
}

export async function courseCalendarFile(
  deps: ProgrammeDeps,
  participantId: string,
  chosenLanguage: Language | undefined,
): Promise<string> {
  const course = await findOpenCourse(deps.db, participantId);
  if (
    !course ||
    course.startDate === null ||
    !(CALENDAR_STATES as readonly string[]).includes(course.state)
  ) {
    throw new AppError('COURSE_NOT_ACTIVE', { detail: `course state ${course?.state ?? 'none'}` });
  }
  const startDate = course.startDate;
  const [profile] = await deps.db
    .select({ timeZone: profiles.timeZone, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, participantId));
  const language = chosenLanguage ?? profile?.language ?? 'en';
  const texts = CALENDAR_FILE_TEXTS[language];
  const date = (d: IsoDate) => formatDate(d, language);
  const uid = (name: string) => `${course.id}-${name}@quitpot`;
  // DTSTAMP from the product's clock, not the process's (the package defaults to Date.now()).
  const timestamp = deps.clock.now().getTime();
  const events: EventAttributes[] = courseCalendarEvents(
    startDate,
    timeZoneOf(profile?.timeZone),
  ).map((event): EventAttributes => {
    switch (event.kind) {
      case 'course_start':
        return { uid: uid('start'), ...allDay(event.date), ...texts.courseStart };
      case 'test_day':
        return {
          uid: uid('test-day'),
          ...allDay(event.date),
          title: texts.testDay.title,
          description: texts.testDay.description(date(verificationDeadline(startDate))),
        };
      case 'test_deadline':
        return { uid: uid('test-deadline'), ...allDay(event.date), ...texts.testDeadline };
      case 'diary_opens':
        return {
          uid: uid(`diary-${event.day}`),
          start: event.at.getTime(),
          startInputType: 'utc',
          startOutputType: 'utc',
          duration: { minutes: DIARY_EVENT_MINUTES },
          title: texts.diary.title(event.day),
          description: texts.diary.description(date(addDays(event.date, 1))),
          transp: 'TRANSPARENT',
        };
    }
  });
  // `timestamp` (DTSTAMP) is in the package's schema but not in its types.
  const stamped = events.map((event) => ({ ...event, timestamp }) as unknown as EventAttributes);
  const { error, value } = createEvents(stamped, {
    productId: 'quitpot/course-calendar',
    calName: texts.calName,
  });
  if (error || value === null) throw error ?? new Error('calendar file not made');
  return value;
}
