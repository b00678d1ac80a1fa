// Row 48: the participant's mails about the nicotine test are keyed jobs (record 0070). The
// calendar's (the test opens, the deadline is near) are queued when the course becomes active;
// the others in the transaction of what they tell (a kit posted, a decision, a failed course).
// Each job checks the state when it runs and sends through `sendMailOnce` under its own key,
// so a replay or a second worker never sends it twice.
import { eq, inArray } from 'drizzle-orm';
import { timeZoneOf } from '@quit/domain/profile';
import { isTestMailCurrent, SCHEDULED_TEST_MAILS, testMailDueAt } from '@quit/domain/test-mails';
import type { Db } from '../../db/client';
import { courses, profiles } from '../../db/schema';
import { enqueueJobs, type Executor, type JobRunner, type NewJob } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { testMailKey, testMailPayload, type TestMailPayload } from './test-mail-payload';
import { sendTestMail } from './test-mail-send';

export const TEST_MAIL_JOB = 'test_mail.send';

export function testMailJob(mail: TestMailPayload, runAt: Date): NewJob {
  return { kind: TEST_MAIL_JOB, payload: mail, runAt, key: testMailKey(mail), maxAttempts: 5 };
}

/** Queues a mail that tells what the caller's transaction does, to go out at once. */
export function queueTestMail(tx: Executor, mail: TestMailPayload, now: Date): Promise<void> {
  return enqueueJobs(tx, [testMailJob(mail, now)]);
}

/**
 * The calendar's test mails of a course, each at 08:00 local on its day (none without a date).
 * A mail whose day is already over at `now` (a course that reached this state late) is left
 * out: its job would only find it stale.
 */
export function scheduledTestMailJobs(
  course: { id: string; startDate: string | null },
  timeZone: string,
  now: Date,
): NewJob[] {
  const { startDate } = course;
  if (startDate === null) return [];
  return SCHEDULED_TEST_MAILS.flatMap((mail) => {
    const dueAt = testMailDueAt(mail, startDate, timeZone);
    const over =
      dueAt.getTime() <= now.getTime() && !isTestMailCurrent(mail, startDate, timeZone, now);
    if (over) return [];
    const payload: TestMailPayload =
      mail.kind === 'opens'
        ? { mail: 'opens', courseId: course.id }
        : { mail: 'deadline', courseId: course.id, daysLeft: mail.daysLeft };
    return [testMailJob(payload, dueAt)];
  });
}

/**
 * At start-up: courses that became active before these mails existed get theirs. Keyed, so a
 * no-op for a course that has them; a mail whose day has passed is not queued.
 */
export async function resumeTestMails(db: Db, now: Date): Promise<void> {
  const running = await db
    .select({ id: courses.id, startDate: courses.startDate, timeZone: profiles.timeZone })
    .from(courses)
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(inArray(courses.state, ['active', 'awaiting_test']));
  await enqueueJobs(
    db,
    running.flatMap((course) => scheduledTestMailJobs(course, timeZoneOf(course.timeZone), now)),
  );
}

export function registerTestMailJobs(jobs: JobRunner, deps: ServiceDeps): void {
  // Each touches only its own delivery row: the ones due together run side by side.
  jobs.register(TEST_MAIL_JOB, (payload) => sendTestMail(deps, testMailPayload.parse(payload)), {
    parallel: true,
  });
}
