// C7 (record 0081): the donor's mails of the second attempt, each a keyed job sent once
// (send-once.ts) to one donor in the language they gave in. A donor who erased their account
// meanwhile (D14) keeps no address and gets nothing.
import { eq } from 'drizzle-orm';
import { dateInTimeZone } from '@quit/domain/dates';
import { formatDate, formatMoney } from '@quit/domain/format';
import { publicName } from '@quit/domain/profile';
import { timeZoneOf } from '@quit/domain/profile';
import { courses, donations, giftChoices, profiles } from '../../db/schema';
import { sendMailOnce } from '../../providers/mail/send-once';
import {
  giftChoiceMail,
  nextAttemptMail,
  SECOND_CHANCE_MAIL_KIND,
} from '../../providers/mail/second-chance-template';
import type { ServiceDeps } from '../../core/service-deps';
import { donationTrailLink } from './mails';

/**
 * The two choice links: the donor's signed donation page with the choice to confirm. Opening
 * a link changes nothing (mail scanners open links); the page's one button sends the choice
 * with its own signed token (second-chance.ts).
 */
export function giftChoiceLinks(deps: ServiceDeps, donationId: string) {
  const trail = donationTrailLink(deps, donationId);
  return {
    keepLink: `${trail}&choice=keep`,
    refundLink: `${trail}&choice=refund`,
    trailLink: trail,
  };
}

export async function sendGiftChoiceMail(deps: ServiceDeps, donationId: string): Promise<void> {
  const [row] = await deps.db
    .select({ choice: giftChoices, donation: donations, course: courses, profile: profiles })
    .from(giftChoices)
    .innerJoin(donations, eq(donations.id, giftChoices.donationId))
    .innerJoin(courses, eq(courses.id, giftChoices.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(giftChoices.donationId, donationId));
  const to = row?.donation.donorEmail;
  // Nothing to choose any more (refunded or moved before the mail went): the refund mail says it.
  if (!row || !to || row.choice.state !== 'open') return;
  const { choice, donation, course, profile } = row;
  const language = donation.language;
  const day = (at: Date) => formatDate(dateInTimeZone(at, timeZoneOf(null)), language);
  await sendMailOnce(deps, `gift-choice-mail:${donationId}`, {
    to,
    kind: SECOND_CHANCE_MAIL_KIND.choice,
    language,
    ...giftChoiceMail({
      language,
      donorName: donation.donorName ?? '',
      participant: profile ? publicName(profile.firstName, profile.lastName) : '—',
      reason: course.state === 'cancelled' ? 'cancelled' : 'failed',
      amount: formatMoney(donation.chargedCents, language, deps.settings.currency),
      decideBy: day(choice.decideBy),
      keepUntil: day(choice.keepUntil),
      ...giftChoiceLinks(deps, donationId),
    }),
  });
}

/** To a donor whose kept gift moved into the next attempt (`donationId` is the carried gift). */
export async function sendNextAttemptMail(deps: ServiceDeps, donationId: string): Promise<void> {
  const [row] = await deps.db
    .select({ donation: donations, profile: profiles })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(donations.id, donationId));
  const to = row?.donation.donorEmail;
  if (!row || !to) return;
  const { donation, profile } = row;
  const language = donation.language;
  await sendMailOnce(deps, `next-attempt-mail:${donationId}`, {
    to,
    kind: SECOND_CHANCE_MAIL_KIND.nextAttempt,
    language,
    ...nextAttemptMail({
      language,
      donorName: donation.donorName ?? '',
      participant: profile ? publicName(profile.firstName, profile.lastName) : '—',
      amount: formatMoney(donation.chargedCents, language, deps.settings.currency),
      trailLink: donationTrailLink(deps, donation.id),
    }),
  });
}
