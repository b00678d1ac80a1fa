// C8 (record 0082): the participant's follow-up mails, each a keyed job sent once in their
// language: the reminders (a week before the due day, and on it) and the outcome.
import { and, eq, inArray } from 'drizzle-orm';
import { FOLLOW_UP_MONTHS, isFinalFollowUp } from '@quit/domain/follow-up';
import { formatDate, formatMoney } from '@quit/domain/format';
import { donations, followUps, profiles, users } from '../../db/schema';
import { sendMailOnce } from '../../providers/mail/send-once';
import {
  FOLLOW_UP_MAIL_KIND,
  followUpOutcomeMail,
  followUpReminderMail,
} from '../../providers/mail/follow-up-template';
import { courseBalances } from '../course-row/balances';
import type { ServiceDeps } from '../../core/service-deps';

async function recipient(deps: ServiceDeps, followUpId: string) {
  const [row] = await deps.db
    .select({ followUp: followUps, profile: profiles, email: users.email })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.participantId))
    .innerJoin(profiles, eq(profiles.userId, followUps.participantId))
    .where(eq(followUps.id, followUpId));
  return row ?? null;
}

const dashboardLink = (deps: ServiceDeps) => `${deps.settings.publicUrl}/participant/dashboard`;

export async function sendFollowUpReminder(
  deps: ServiceDeps,
  followUpId: string,
  when: 'soon' | 'due',
): Promise<void> {
  const row = await recipient(deps, followUpId);
  // Over (or the account is gone): no reminder.
  if (!row || isFinalFollowUp(row.followUp.state)) return;
  const { followUp, profile } = row;
  const language = profile.language;
  const balances =
    followUp.stage === 'three_months' ? await courseBalances(deps.db, followUp.courseId) : null;
  const bonus = balances && balances.bonus_share > 0 ? balances.bonus_share : 0;
  await sendMailOnce(deps, `follow-up-reminder:${followUpId}:${when}`, {
    to: row.email,
    kind: FOLLOW_UP_MAIL_KIND.reminder,
    language,
    ...followUpReminderMail({
      language,
      name: profile.firstName,
      months: FOLLOW_UP_MONTHS[followUp.stage],
      dashboardLink: dashboardLink(deps),
      when,
      opensOn: formatDate(followUp.opensOn, language),
      closesOn: formatDate(followUp.closesOn, language),
      bonus: bonus > 0 ? formatMoney(bonus, language, deps.settings.currency) : null,
    }),
  });
}

export async function sendFollowUpOutcomeMail(deps: ServiceDeps, followUpId: string) {
  const row = await recipient(deps, followUpId);
  if (!row) return;
  const { followUp, profile } = row;
  const outcome = followUp.state;
  if (outcome !== 'passed' && outcome !== 'failed' && outcome !== 'missed') return;
  const language = profile.language;
  const [gift] =
    followUp.stage === 'three_months'
      ? await deps.db
          .select({ id: donations.id })
          .from(donations)
          .where(
            and(
              eq(donations.courseId, followUp.courseId),
              eq(donations.pot, 'stay_quit'),
              inArray(donations.status, ['available', 'paid_out', 'refunding', 'refunded']),
            ),
          )
          .limit(1)
      : [];
  const bonus = gift !== undefined;
  await sendMailOnce(deps, `follow-up-outcome:${followUpId}`, {
    to: row.email,
    kind: FOLLOW_UP_MAIL_KIND.outcome,
    language,
    ...followUpOutcomeMail({
      language,
      name: profile.firstName,
      months: FOLLOW_UP_MONTHS[followUp.stage],
      dashboardLink: dashboardLink(deps),
      outcome,
      closesOn: formatDate(followUp.closesOn, language),
      bonus,
    }),
  });
}
