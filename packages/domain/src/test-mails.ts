// Row 48: the mails about the nicotine test that the calendar sends (record 0070). Each goes at
// 08:00 in the participant's time zone: the test opens on day 28 (C4), and the deadline is near
// when 7 days and when 1 day of the test window are left, counting the day of the mail.
import { courseDay, verificationDeadline } from './course-day';
import { TEST_MIN_DAY } from './constants';
import { addDays, dateInTimeZone, zonedTimeToInstant, type IsoDate } from './dates';

/** The hour (local) at which the calendar's test mails go out. */
export const TEST_MAIL_HOUR = 8;

/** Days of the test window left when "the deadline is near" is sent (C4: 28 days after day 28). */
export const DEADLINE_MAIL_DAYS_LEFT = [7, 1] as const;
export type DeadlineDaysLeft = (typeof DEADLINE_MAIL_DAYS_LEFT)[number];

export type ScheduledTestMail =
  { kind: 'opens' } | { kind: 'deadline'; daysLeft: DeadlineDaysLeft };

/** The calendar date of a course day (day 1 is the start date). */
const dateOfDay = (startDate: IsoDate, day: number): IsoDate => addDays(startDate, day - 1);

/** When a scheduled test mail is due: 08:00 local on day 28, or on the day N days are left. */
export function testMailDueAt(mail: ScheduledTestMail, startDate: IsoDate, timeZone: string): Date {
  if (mail.kind === 'opens') {
    return zonedTimeToInstant(dateOfDay(startDate, TEST_MIN_DAY), TEST_MAIL_HOUR, timeZone);
  }
  // The window ends at the midnight after its last day (C4): N days left is that date − N.
  const endDate = addDays(verificationDeadline(startDate), 1);
  return zonedTimeToInstant(addDays(endDate, -mail.daysLeft), TEST_MAIL_HOUR, timeZone);
}

/**
 * Whether a scheduled test mail still says something true at `now`: "the test opens" only on
 * day 28 itself (a late run on another day says nothing), "N days left" only on its own day.
 */
export function isTestMailCurrent(
  mail: ScheduledTestMail,
  startDate: IsoDate,
  timeZone: string,
  now: Date,
): boolean {
  const due = testMailDueAt(mail, startDate, timeZone);
  if (now.getTime() < due.getTime()) return false;
  const today = dateInTimeZone(now, timeZone);
  if (mail.kind === 'opens') return courseDay(startDate, today) === TEST_MIN_DAY;
  return today === dateInTimeZone(due, timeZone);
}

/** The key of a scheduled test mail of a course: one mail each, however often it is queued. */
export function scheduledTestMailKey(courseId: string, mail: ScheduledTestMail): string {
  return mail.kind === 'opens'
    ? `test-mail:opens:${courseId}`
    : `test-mail:deadline-${mail.daysLeft}:${courseId}`;
}

/** Every scheduled test mail of a course. */
export const SCHEDULED_TEST_MAILS: readonly ScheduledTestMail[] = [
  { kind: 'opens' },
  ...DEADLINE_MAIL_DAYS_LEFT.map((daysLeft) => ({ kind: 'deadline' as const, daysLeft })),
];
