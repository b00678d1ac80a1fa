// Sends one test mail (record 0070), checking the state now, not when the job was queued: a
// course that ended or was cancelled meanwhile gets no "test opens" or "deadline near", a kit
// marked missing no "posted", and every mail goes once under its key.
import { and, eq } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import { verificationDeadline } from '@quit/domain/course-day';
import { FOLLOW_UP_MONTHS } from '@quit/domain/follow-up';
import { formatDate } from '@quit/domain/format';
import { isTestOpenAt, KIT_ASSIGNABLE_COURSE_STATES } from '@quit/domain/nicotine-test';
import { timeZoneOf } from '@quit/domain/profile';
import { isTestMailCurrent, testMailDueAt, type ScheduledTestMail } from '@quit/domain/test-mails';
import { followUps, testkits, testkitTests } from '../../db/schema';
import type { JobOutcome } from '../../platform/jobs';
import type { MailContent } from '../../providers/mail/port';
import { sendMailOnce } from '../../providers/mail/send-once';
import {
  courseFailedMail,
  deadlineNearMail,
  kitPostedMail,
  testDecidedMail,
  testOpensMail,
  TEST_MAIL_KIND,
} from '../../providers/mail/test-mail-templates';
import type { ServiceDeps } from '../../core/service-deps';
import { testMailKey, type TestMailPayload } from './test-mail-payload';
import { courseWithParticipant } from '../course-row/course-participant';
import { enqueuePush } from '../push/send-push';

type Common = { language: Language; firstName: string; link: string };
type Row = NonNullable<Awaited<ReturnType<typeof courseWithParticipant>>>;
type Composed = { kind: string; content: MailContent } | null;

export async function sendTestMail(
  deps: ServiceDeps,
  mail: TestMailPayload,
): Promise<void | JobOutcome> {
  const row = await courseWithParticipant(deps.db, mail.courseId);
  if (!row) return;
  const language = row.profile?.language ?? 'en';
  const common: Common = {
    language,
    firstName: row.profile?.firstName ?? '',
    link: `${deps.settings.publicUrl}/participant/dashboard`,
  };
  const composed = await compose(deps, mail, row, common);
  if (composed === null || 'runAgainAt' in composed) return composed ?? undefined;
  if (mail.mail === 'opens' && row.course.participantId !== null) {
    await enqueuePush(
      deps.db,
      { userId: row.course.participantId, kind: 'test_day' },
      { key: `test_day:${mail.courseId}`, now: deps.clock.now() },
    );
  }
  await sendMailOnce(deps, testMailKey(mail), {
    to: row.email,
    kind: composed.kind,
    language,
    ...composed.content,
  });
}

function compose(
  deps: ServiceDeps,
  mail: TestMailPayload,
  row: Row,
  common: Common,
): Promise<Composed | JobOutcome> | Composed | JobOutcome {
  switch (mail.mail) {
    case 'opens':
      return calendarMail(deps, { kind: 'opens' }, row, common);
    case 'deadline':
      return calendarMail(deps, { kind: 'deadline', daysLeft: mail.daysLeft }, row, common);
    case 'kit_posted':
      return kitPosted(deps, mail.kitId, row, common);
    case 'decided':
      return decided(deps, mail.testId, common);
    case 'failed':
      return row.course.state === 'failed'
        ? { kind: TEST_MAIL_KIND.failed, content: courseFailedMail(common, mail.reason) }
        : null;
  }
}

/** "The test opens" and "the deadline is near": only while the window is open and on their day. */
async function calendarMail(
  deps: ServiceDeps,
  mail: ScheduledTestMail,
  { course, profile }: Row,
  common: Common,
): Promise<Composed | JobOutcome> {
  const { startDate } = course;
  if (startDate === null) return null;
  const timeZone = timeZoneOf(profile?.timeZone);
  const now = deps.clock.now();
  // The participant may have moved to a later time zone since this job was queued.
  const dueAt = testMailDueAt(mail, startDate, timeZone);
  if (now.getTime() < dueAt.getTime()) return { runAgainAt: dueAt };
  if (!isTestMailCurrent(mail, startDate, timeZone, now)) return null;
  if (!isTestOpenAt({ state: course.state, startDate, timeZone }, now)) return null;
  const lastDay = formatDate(verificationDeadline(startDate), common.language);
  if (mail.kind === 'opens') {
    return { kind: TEST_MAIL_KIND.opens, content: testOpensMail({ ...common, lastDay }) };
  }
  // A test already under way (in review, or a result waiting to apply) needs no nudge.
  if (await hasTestUnderWay(deps, course.id)) return null;
  return {
    kind: TEST_MAIL_KIND.deadline,
    content: deadlineNearMail({ ...common, daysLeft: mail.daysLeft, lastDay }),
  };
}

async function hasTestUnderWay(deps: ServiceDeps, courseId: string): Promise<boolean> {
  const tests = await deps.db
    .select({ status: testkitTests.status, result: testkitTests.result })
    .from(testkitTests)
    .where(and(eq(testkitTests.courseId, courseId), eq(testkitTests.kind, 'final')));
  return tests.some((t) => t.status !== 'final' || t.result !== 'invalid');
}

async function kitPosted(
  deps: ServiceDeps,
  kitId: string,
  { course }: Row,
  common: Common,
): Promise<Composed> {
  const [kit] = await deps.db.select().from(testkits).where(eq(testkits.id, kitId));
  if (!kit || kit.courseId !== course.id || kit.state !== 'unused') return null;
  // C8: a follow-up test's kit is posted for a passed course (record 0082).
  const assignable = (KIT_ASSIGNABLE_COURSE_STATES as readonly string[]).includes(course.state);
  if (!assignable && kit.followUpId === null) return null;
  const [followUp] = kit.followUpId
    ? await deps.db.select().from(followUps).where(eq(followUps.id, kit.followUpId))
    : [];
  return {
    kind: TEST_MAIL_KIND.kitPosted,
    content: kitPostedMail({
      ...common,
      trackingText: kit.trackingText,
      ...(followUp && {
        followUp: {
          months: FOLLOW_UP_MONTHS[followUp.stage],
          opensOn: formatDate(followUp.opensOn, common.language),
          closesOn: formatDate(followUp.closesOn, common.language),
        },
      }),
    }),
  };
}

async function decided(deps: ServiceDeps, testId: string, common: Common): Promise<Composed> {
  const [test] = await deps.db.select().from(testkitTests).where(eq(testkitTests.id, testId));
  if (!test || test.status !== 'final' || test.decidedBy === null || test.result === null) {
    return null;
  }
  return {
    kind: TEST_MAIL_KIND.decided,
    content: testDecidedMail({
      ...common,
      result: test.result,
      disputed: test.disputedAt !== null,
    }),
  };
}
