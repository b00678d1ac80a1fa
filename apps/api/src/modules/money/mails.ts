// Donation mails, each in its recipient's language (issue: receipt to the donor, "new donation"
// to the participant), and the participant's "support a friend" invitation.
import { eq } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import { publicName } from '@quit/domain/profile';
import { courses, donations, profiles, users } from '../../db/schema';
import { consumeRateLimit } from '../../platform/rate-limit';
import {
  donationReceipt,
  MONEY_MAIL_KIND,
  newDonation,
  supportInvite,
} from '../../providers/mail/templates';
import { findProfile } from '../profile/find-profile';
import type { MoneyDeps } from './deps';

export function fundraiserLink(publicUrl: string, participantId: string): string {
  return `${publicUrl}/supporter/support/${encodeURIComponent(participantId)}`;
}

export async function sendDonationMails(deps: MoneyDeps, donationId: string): Promise<void> {
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

const invitesPerParticipant = { limit: 20, windowSeconds: 24 * 60 * 60 };

/** Mails the fundraiser link; the address is used for this mail only and never stored. */
export async function sendSupportInvite(
  deps: MoneyDeps,
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
