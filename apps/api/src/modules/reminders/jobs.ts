import { z } from 'zod';
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { REMINDER_KINDS } from '@quit/domain/reminders';
import type { JobRunner } from '../../platform/jobs';
import type { ReminderDeps } from './deps';
import { REMINDER_JOB } from './schedule';
import { runReminder } from './send-reminder';

const reminderJob = z.object({
  kind: z.enum(REMINDER_KINDS),
  courseId: z.string(),
  day: z.number().int().min(1).max(COURSE_LENGTH_DAYS),
});

export function registerReminderJobs(jobs: JobRunner, deps: ReminderDeps): void {
  // Each reminder is its own keyed job about one course and day, touching nothing another
  // reminder touches: the ones due together (every course's at midnight) run side by side.
  jobs.register(REMINDER_JOB, (payload) => runReminder(deps, reminderJob.parse(payload)), {
    parallel: true,
  });
}
