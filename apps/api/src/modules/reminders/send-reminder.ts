// Runs one reminder job. The state is checked now, not when the job was queued: a cancelled or
// ended course gets nothing (and its chain stops), a reminder that came too late is skipped, a
// participant who turned reminders off gets nothing, a diary already written needs no nudge.
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { isReminderCurrent, reminderDueAt } from '@quit/domain/reminders';
import { timeZoneOf } from '@quit/domain/profile';
import type { PushKind } from '@quit/domain/push';
import type { profiles } from '../../db/schema';
import type { JobOutcome } from '../../platform/jobs';
import type { MailContent } from '../../providers/mail/port';
import {
  diaryClosingReminder,
  diaryOpenReminder,
  REMINDER_MAIL_KIND,
  seminarsReminder,
} from '../../providers/mail/reminder-templates';
import { hasDiaryEntry, unwatchedSeminars } from '../programme/reminder-queries';
import type { ReminderDeps } from './deps';
import { enqueueReminder, type ReminderJob } from './schedule';
import { unsubscribeToken } from './unsubscribe-token';
import { courseWithParticipant } from '../course-row/course-participant';
import { enqueuePush } from '../push/send-push';

/** States in which the chain goes on: the course runs, or its days just ended by the calendar. */
const CHAIN_STATES: readonly string[] = ['active', 'awaiting_test'];

/** Mails only while the course runs; day 28's diary closes on day 29, when it awaits its test. */
function courseAllows(job: ReminderJob, state: string): boolean {
  if (state === 'active') return true;
  return (
    job.kind === 'diary_closing' && job.day === COURSE_LENGTH_DAYS && state === 'awaiting_test'
  );
}

export function unsubscribeLinks(deps: ReminderDeps, userId: string) {
  const token = encodeURIComponent(unsubscribeToken(deps.unsubscribeSecret, userId));
  return {
    page: `${deps.publicUrl}/reminders/unsubscribe?token=${token}`,
    oneClick: `${deps.publicUrl}/api/reminders/unsubscribe?token=${token}`,
  };
}

export async function runReminder(
  deps: ReminderDeps,
  job: ReminderJob,
): Promise<void | JobOutcome> {
  const row = await courseWithParticipant(deps.db, job.courseId);
  const course = row?.course;
  if (!row || !course || course.startDate === null || !CHAIN_STATES.includes(course.state)) return;
  const startDate = course.startDate;
  const timeZone = timeZoneOf(row.profile?.timeZone);
  const now = deps.clock.now();
  // The participant may have moved to a later time zone since this job was queued.
  const dueAt = reminderDueAt(job.kind, startDate, job.day, timeZone);
  if (now.getTime() < dueAt.getTime()) return { runAgainAt: dueAt };

  if (job.kind === 'diary_open') {
    // The chain goes on before anything is sent, so a failing mail never stops it.
    await enqueueReminder(deps.db, { ...job, kind: 'diary_closing' }, { startDate }, timeZone);
    await enqueueReminder(deps.db, { ...job, day: job.day + 1 }, { startDate }, timeZone);
  }
  const { profile, email } = row;
  if (!courseAllows(job, course.state)) return;
  if (!profile || !email) return;
  if (!isReminderCurrent(job.kind, startDate, job.day, now, timeZone)) return;

  const written = await hasDiaryEntry(deps.db, course.id, job.day);
  const mail = await reminderMail(deps, job, { profile, written });
  if (mail === null) return;
  // The push about the same event has its own switches (P7, record 0079), not the mails'.
  const push = PUSH_OF_MAIL[mail.kind];
  if (push) {
    const key = `${push}:${course.id}:${job.day}`;
    await enqueuePush(deps.db, { userId: profile.userId, kind: push, day: job.day }, { key, now });
  }
  if (!profile.remindersEnabled) return;
  const links = unsubscribeLinks(deps, profile.userId);
  await deps.mailer.send({
    to: email,
    kind: mail.kind,
    language: profile.language,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...mail.content,
  });
}

type Profile = typeof profiles.$inferSelect;

/** The push that goes with a reminder mail (the diary's closing reminder has none). */
const PUSH_OF_MAIL: Partial<Record<string, PushKind>> = {
  [REMINDER_MAIL_KIND.diaryOpen]: 'diary_open',
  [REMINDER_MAIL_KIND.seminars]: 'seminar_waiting',
};

async function reminderMail(
  deps: ReminderDeps,
  job: ReminderJob,
  { profile, written }: { profile: Profile; written: boolean },
): Promise<{ kind: string; content: MailContent } | null> {
  const common = {
    language: profile.language,
    firstName: profile.firstName,
    link: `${deps.publicUrl}/participant/dashboard`,
    unsubscribeLink: unsubscribeLinks(deps, profile.userId).page,
  };
  if (job.kind === 'diary_closing') {
    if (written) return null;
    return {
      kind: REMINDER_MAIL_KIND.diaryClosing,
      content: diaryClosingReminder({ ...common, day: job.day }),
    };
  }
  const seminars = await unwatchedSeminars(deps.db, job.courseId, job.day, profile.language);
  if (!written) {
    return {
      kind: REMINDER_MAIL_KIND.diaryOpen,
      content: diaryOpenReminder({ ...common, day: job.day, seminars }),
    };
  }
  if (seminars.length === 0) return null;
  return {
    kind: REMINDER_MAIL_KIND.seminars,
    content: seminarsReminder({
      ...common,
      link: `${deps.publicUrl}/participant/resources`,
      seminars,
    }),
  };
}
