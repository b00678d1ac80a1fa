// Reminders are a chain of keyed jobs per course: becoming active queues day 1's "diary open";
// each "diary open" job queues the next day's and its own day's "closes tonight" before it
// sends anything, so a failing mail never breaks the chain. Keys make every reminder one job.
import { eq } from 'drizzle-orm';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { reminderDueAt, type ReminderKind } from '@quit/domain/reminders';
import { timeZoneOf } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { courses, profiles } from '../../db/schema';
import { enqueueJobs, type Executor, type NewJob } from '../../platform/jobs';

export const REMINDER_JOB = 'reminder.send';

export type ReminderJob = { kind: ReminderKind; courseId: string; day: number };

export function reminderKey({ kind, courseId, day }: ReminderJob): string {
  return `reminder:${kind}:${courseId}:${day}`;
}

/** The job of one reminder at its local time; null for a day outside the course. */
export function reminderJobOf(
  job: ReminderJob,
  course: { startDate: string },
  timeZone: string,
): NewJob | null {
  if (job.day < 1 || job.day > COURSE_LENGTH_DAYS) return null;
  return {
    kind: REMINDER_JOB,
    payload: job,
    runAt: reminderDueAt(job.kind, course.startDate, job.day, timeZone),
    key: reminderKey(job),
    maxAttempts: 5,
  };
}

/** Queues one reminder at its local time (a no-op when it was queued before). */
export async function enqueueReminder(
  db: Executor,
  job: ReminderJob,
  course: { startDate: string },
  timeZone: string,
): Promise<void> {
  const row = reminderJobOf(job, course, timeZone);
  if (row) await enqueueJobs(db, [row]);
}

/** The first link of a course's chain (day 1's "diary open"); null without a start date. */
export function firstReminderJob(
  course: { id: string; startDate: string | null },
  timeZone: string,
): NewJob | null {
  if (course.startDate === null) return null;
  return reminderJobOf(
    { kind: 'diary_open', courseId: course.id, day: 1 },
    { startDate: course.startDate },
    timeZone,
  );
}

/** Called in the transaction that makes a course active: the chain starts with day 1. */
export async function startReminders(
  db: Executor,
  course: { id: string; startDate: string | null },
  timeZone: string,
): Promise<void> {
  const row = firstReminderJob(course, timeZone);
  if (row) await enqueueJobs(db, [row]);
}

/**
 * At start-up: courses that became active before reminders existed (or whose chain was lost)
 * get one. Keyed like the chain's first link, so for a course that has its chain it is a no-op;
 * a new chain skips the reminders already past (their expiry) and goes on from today.
 */
export async function resumeReminderChains(db: Db): Promise<number> {
  const running = await db
    .select({ id: courses.id, startDate: courses.startDate, timeZone: profiles.timeZone })
    .from(courses)
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(courses.state, 'active'));
  await enqueueJobs(
    db,
    running.flatMap((course) => firstReminderJob(course, timeZoneOf(course.timeZone)) ?? []),
  );
  return running.length;
}
