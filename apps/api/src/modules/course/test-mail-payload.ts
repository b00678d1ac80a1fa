// The payload and key of a test-mail job (record 0070): one key per mail, for its job and for
// its delivery row alike.
import { z } from 'zod';
import { DEADLINE_MAIL_DAYS_LEFT, scheduledTestMailKey } from '@quit/domain/test-mails';

const courseId = z.uuid();
export const testMailPayload = z.discriminatedUnion('mail', [
  z.object({ mail: z.literal('opens'), courseId }),
  z.object({
    mail: z.literal('deadline'),
    courseId,
    daysLeft: z.literal(DEADLINE_MAIL_DAYS_LEFT),
  }),
  z.object({ mail: z.literal('kit_posted'), courseId, kitId: z.uuid() }),
  z.object({ mail: z.literal('decided'), courseId, testId: z.uuid(), decidedAt: z.number() }),
  // `no_test`: the test window closed without a test (C4); absent: the test's result failed.
  z.object({ mail: z.literal('failed'), courseId, reason: z.literal('no_test').optional() }),
]);
export type TestMailPayload = z.infer<typeof testMailPayload>;

/** The mail's one key: of its job, and of its delivery. */
export function testMailKey(mail: TestMailPayload): string {
  switch (mail.mail) {
    case 'opens':
      return scheduledTestMailKey(mail.courseId, { kind: 'opens' });
    case 'deadline':
      return scheduledTestMailKey(mail.courseId, { kind: 'deadline', daysLeft: mail.daysLeft });
    case 'kit_posted':
      return `test-mail:kit-posted:${mail.kitId}`;
    case 'decided':
      return `test-mail:decided:${mail.testId}:${mail.decidedAt}`;
    case 'failed':
      return `test-mail:failed:${mail.courseId}`;
  }
}
