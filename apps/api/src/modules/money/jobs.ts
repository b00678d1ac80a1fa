import { z } from 'zod';
import type { JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { sendDonationMails, sendPayoutMail, sendRefundMail } from './mails';
import { executePayout } from './payout-outcomes';
import { executeRefund } from './refunds';
import { settleDueGiftChoices } from './second-chance';
import { sendGiftChoiceMail, sendNextAttemptMail } from './second-chance-mails';
import { runSweepJob } from './sweeper';
import { settleBonusPot } from './bonus-pot';

const refundJob = z.object({ refundId: z.string() });
const payoutJob = z.object({ payoutId: z.string() });
const donationJob = z.object({ donationId: z.string() });
const refundMailJob = z.object({ refundId: z.string(), stage: z.enum(['started', 'done']) });
const courseJob = z.object({ courseId: z.string() });
const payoutMailJob = z.object({ payoutId: z.string(), outcome: z.enum(['sent', 'failed']) });

export function registerMoneyJobs(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(MONEY_JOBS.executeRefund, (payload) =>
    executeRefund(deps, refundJob.parse(payload).refundId),
  );
  jobs.register(MONEY_JOBS.executePayout, (payload) =>
    executePayout(deps, payoutJob.parse(payload).payoutId),
  );
  jobs.register(MONEY_JOBS.donationMails, (payload) =>
    sendDonationMails(deps, donationJob.parse(payload).donationId),
  );
  jobs.register(MONEY_JOBS.refundMail, (payload) => {
    const { refundId, stage } = refundMailJob.parse(payload);
    return sendRefundMail(deps, refundId, stage);
  });
  jobs.register(MONEY_JOBS.payoutMail, (payload) => {
    const { payoutId, outcome } = payoutMailJob.parse(payload);
    return sendPayoutMail(deps, payoutId, outcome);
  });
  jobs.register(MONEY_JOBS.sweep, () => runSweepJob(deps));
  // C7 (record 0081): the keep-or-refund mail, its deadlines (day 7 and day 90) and the news
  // that a kept gift is in the next attempt.
  jobs.register(MONEY_JOBS.giftChoiceMail, (payload) =>
    sendGiftChoiceMail(deps, donationJob.parse(payload).donationId),
  );
  jobs.register(MONEY_JOBS.giftDeadline, async (payload) => {
    await settleDueGiftChoices(deps, courseJob.parse(payload).courseId);
  });
  jobs.register(MONEY_JOBS.bonusSettle, (payload) =>
    settleBonusPot(deps, courseJob.parse(payload).courseId),
  );
  jobs.register(MONEY_JOBS.nextAttemptMail, (payload) =>
    sendNextAttemptMail(deps, donationJob.parse(payload).donationId),
  );
}
