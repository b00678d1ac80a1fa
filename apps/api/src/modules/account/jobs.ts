import type { JobRunner } from '../../platform/jobs';
import type { AccountDeps } from './deps';
import { sendVerificationMail, VERIFICATION_MAIL_JOB } from './email-verification';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './password';

/** The account module's queued work: mails whose sending must not show in the request. */
export function registerAccountJobs(jobs: JobRunner, deps: AccountDeps): void {
  jobs.register(VERIFICATION_MAIL_JOB, async (payload) =>
    sendVerificationMail(deps, String(payload['verificationId'])),
  );
  jobs.register(PASSWORD_RESET_JOB, async (payload) =>
    sendPasswordReset(deps, String(payload['email'])),
  );
}
