// C8 (record 0082): the follow-up tests' jobs, on the app's clock: reminders, the missed check
// (which settles the bonus pot), and the outcome mail.
import { z } from 'zod';
import type { JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { sendFollowUpOutcomeMail, sendFollowUpReminder } from './follow-up-mails';
import { FOLLOW_UP_JOBS } from './follow-ups';
import { markFollowUpMissed } from './follow-up-outcomes';

const reminderJob = z.object({ followUpId: z.uuid(), when: z.enum(['soon', 'due']) });
const followUpJob = z.object({ followUpId: z.uuid() });

export function registerFollowUpJobs(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(FOLLOW_UP_JOBS.reminder, (payload) => {
    const { followUpId, when } = reminderJob.parse(payload);
    return sendFollowUpReminder(deps, followUpId, when);
  });
  jobs.register(FOLLOW_UP_JOBS.missed, (payload) =>
    markFollowUpMissed(deps, followUpJob.parse(payload).followUpId),
  );
  jobs.register(FOLLOW_UP_JOBS.outcomeMail, (payload) =>
    sendFollowUpOutcomeMail(deps, followUpJob.parse(payload).followUpId),
  );
}
