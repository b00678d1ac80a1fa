// Donation mails, each in its recipient's language (issue: receipt to the donor, "new donation"
// to the participant), and the participant's "support a friend" invitation.
import { eq } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import { publicName } from '@quit/domain/profile';
import { courses, donations, payouts, profiles, refunds, users } from '../../db/schema';
import { consumeRateLimit } from '../../platform/rate-limit';
import {
  donationReceipt,
  MONEY_MAIL_KIND,
  newDonation,
  payoutMail,
  refundMail,
  supportInvite,
  type RefundReason,
} from '../../providers/mail/templates';
import { findProfile } from '../course-row/find-profile';
import type { ServiceDeps } from '../../core/service-deps';
import { trailLink, trailToken } from './trail-token';

export function fundraiserLink(publicUrl: string, participantId: string): string {
  return `${publicUrl}/supporter/support/${encodeURIComponent(participantId)}`;
}

export async function sendDonationMails(deps: ServiceDeps, donationId: string): Promise<void> {
  const { db, mailer, settings } = deps;
  const [row] = await db
    .select({ donation: donations, profile: profiles, email: users.email })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(eq(donations.id, donationId));
  if (!row?.profile) return;
  const { donation, profile } = row;
  const participant = publicName(profile.firstName, profile.lastName);
  const money = (cents: number, language: Language) =>
    formatMoney(cents, language, settings.currency);
  if (donation.donorEmail) {
    const language = donation.language;
    await mailer.send({
      to: donation.donorEmail,
      kind: MONEY_MAIL_KIND.donationReceipt,
      language,
      ...donationReceipt({
        language,
        donorName: donation.donorName ?? '',
        participant,
        amount: money(donation.amountCents, language),
        charged: money(donation.chargedCents, language),
        share: money(donation.shareCents, language),
        fee: money(donation.feeCents, language),
        anonymous: donation.anonymous,
        link: fundraiserLink(settings.publicUrl, profile.userId),
        trailLink: donationTrailLink(deps, donation.id),
        bonus: donation.pot === 'stay_quit',
      }),
    });
  }
  if (row.email) {
    const language = profile.language;
    await mailer.send({
      to: row.email,
      kind: MONEY_MAIL_KIND.newDonation,
      language,
      ...newDonation({
        language,
        firstName: profile.firstName,
        donorName: donation.anonymous ? null : donation.donorName,
        share: money(donation.shareCents, language),
        link: `${settings.publicUrl}/participant/settings/billing`,
      }),
    });
  }
}

/** The donor's signed "where my money went" link for one donation. */
export function donationTrailLink(deps: ServiceDeps, donationId: string): string {
  const token = trailToken(deps.linkSecret, donationId, deps.clock.now());
  return trailLink(deps.settings.publicUrl, donationId, token);
}

/** A refund's stored reason in the words donors are told; `course_ended` by how it ended. */
function refundReason(reason: string, courseState: string): RefundReason {
  if (reason === 'cancelled' || reason === 'partial' || reason === 'account_deleted') {
    return reason;
  }
  if (reason === 'course_ended' && courseState === 'cancelled') return 'cancelled';
  return 'failed';
}

/** To the donor, in the language they donated in: the refund started, or it is done. */
export async function sendRefundMail(
  deps: ServiceDeps,
  refundId: string,
  stage: 'started' | 'done',
): Promise<void> {
  const [row] = await deps.db
    .select({ refund: refunds, donation: donations, course: courses, profile: profiles })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .innerJoin(courses, eq(courses.id, refunds.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(refunds.id, refundId));
  // A deleted supporter's gift keeps no address (D14): nobody to tell.
  const to = row?.donation.donorEmail;
  if (!row || !to) return;
  const { refund, donation, course, profile } = row;
  const language = donation.language;
  await deps.mailer.send({
    to,
    kind: stage === 'started' ? MONEY_MAIL_KIND.refundStarted : MONEY_MAIL_KIND.refundDone,
    language,
    ...refundMail({
      language,
      stage,
      donorName: donation.donorName ?? '',
      participant: profile ? publicName(profile.firstName, profile.lastName) : '—',
      amount: formatMoney(refund.amountCents, language, deps.settings.currency),
      reason: refundReason(refund.reason, course.state),
      trailLink: donationTrailLink(deps, donation.id),
    }),
  });
}

/** To the participant, in their profile language: the payout was sent, or it failed. */
export async function sendPayoutMail(
  deps: ServiceDeps,
  payoutId: string,
  outcome: 'sent' | 'failed',
): Promise<void> {
  const [row] = await deps.db
    .select({ payout: payouts, profile: profiles, email: users.email })
    .from(payouts)
    .innerJoin(courses, eq(courses.id, payouts.courseId))
    .innerJoin(profiles, eq(profiles.userId, courses.participantId))
    .innerJoin(users, eq(users.id, courses.participantId))
    .where(eq(payouts.id, payoutId));
  if (!row) return;
  const language = row.profile.language;
  await deps.mailer.send({
    to: row.email,
    kind: outcome === 'sent' ? MONEY_MAIL_KIND.payoutSent : MONEY_MAIL_KIND.payoutFailed,
    language,
    ...payoutMail({
      language,
      outcome,
      pot: row.payout.pot,
      firstName: row.profile.firstName,
      amount: formatMoney(row.payout.amountCents, language, deps.settings.currency),
      link: `${deps.settings.publicUrl}/participant/settings/billing`,
    }),
  });
}

const invitesPerParticipant = { limit: 20, windowSeconds: 24 * 60 * 60 };

/** Mails the fundraiser link; the address is used for this mail only and never stored. */
export async function sendSupportInvite(
  deps: ServiceDeps,
  participantId: string,
  input: { email: string; language: Language },
): Promise<void> {
  await consumeRateLimit(
    deps.db,
    `invite:${participantId}`,
    invitesPerParticipant,
    deps.clock.now(),
  );
  const profile = await findProfile(deps.db, participantId);
  if (!profile) return;
  await deps.mailer.send({
    to: input.email,
    kind: MONEY_MAIL_KIND.supportInvite,
    language: input.language,
    ...supportInvite({
      language: input.language,
      participant: publicName(profile.firstName, profile.lastName),
      link: fundraiserLink(deps.settings.publicUrl, participantId),
    }),
  });
}
