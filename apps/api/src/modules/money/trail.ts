// "Where my money went" (issue 16): one donation's path, for the donor who holds its signed link
// (from a mail, or from their supporter dashboard): given, fee, share, refunded or paid out.
import { and, eq, inArray } from 'drizzle-orm';
import type { DonationTrail } from '@quit/contracts/money';
import { SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import { showsThankYouNote } from '@quit/domain/thank-you-note';
import { courses, donations, profiles, refunds, thankYouNotes } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { verifyTrailToken } from './trail-token';
import { findGiftChoice, giftChoiceToken } from './second-chance';
import { bonusFollowUp, potState } from './bonus-pot';

export async function donationTrailView(
  deps: ServiceDeps,
  donationId: string,
  token: string,
): Promise<DonationTrail> {
  if (!verifyTrailToken(deps.linkSecret, donationId, token, deps.clock.now())) {
    throw new AppError('INVALID_DONATION_LINK');
  }
  const [row] = await deps.db
    .select({ donation: donations, course: courses, profile: profiles, note: thankYouNotes })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .leftJoin(thankYouNotes, eq(thankYouNotes.courseId, donations.courseId))
    .where(
      and(eq(donations.id, donationId), inArray(donations.status, SUPPORTER_DONATION_STATUSES)),
    );
  if (!row) throw new AppError('NOT_FOUND', { detail: 'no such donation' });
  const { donation, course, profile, note } = row;
  // The participant's thank-you note (A8, record 0078), on the pages of the gifts it was sent for.
  const shown = note && showsThankYouNote(donation.status) ? note : null;
  const open = await deps.db
    .select({ amountCents: refunds.amountCents })
    .from(refunds)
    .where(
      and(
        eq(refunds.donationId, donation.id),
        inArray(refunds.status, ['requested', 'pending', 'failed']),
      ),
    );
  return {
    id: donation.id,
    participantName: profile ? publicName(profile.firstName, profile.lastName) : '—',
    courseState: course.state,
    status: donation.status as DonationTrail['status'],
    currency: donation.currency,
    anonymous: donation.anonymous,
    createdAt: donation.createdAt.toISOString(),
    givenCents: donation.chargedCents,
    feeCents: donation.feeCents,
    shareCents: donation.shareCents,
    refundedCents: donation.refundedCents,
    refundingCents: open.reduce((sum, r) => sum + r.amountCents, 0),
    paidOutCents: donation.status === 'paid_out' ? donation.paidOutCents : 0,
    thankYouNote: shown ? { text: shown.text, sentAt: shown.sentAt.toISOString() } : null,
    giftChoice: await giftChoiceView(deps, donation.id),
    pot: donation.pot,
    bonusPotState: donation.pot === 'stay_quit' ? await bonusState(deps, donation.courseId) : null,
  };
}

/** C8: where the stay-quit bonus pot of the gift stands (record 0083). */
async function bonusState(deps: ServiceDeps, courseId: string) {
  const followUp = await bonusFollowUp(deps.db, courseId);
  return followUp ? potState(deps.db, followUp, deps.clock.now()) : null;
}

/** C7: the gift's keep-or-refund choice, with its links' tokens while a choice is open. */
async function giftChoiceView(deps: ServiceDeps, donationId: string) {
  const row = await findGiftChoice(deps.db, donationId);
  if (!row) return null;
  const token = (choice: 'keep' | 'refund') =>
    giftChoiceToken(deps.linkSecret, donationId, choice, row.keepUntil);
  const open = row.state === 'open' || row.state === 'kept';
  return {
    state: row.state,
    choice: row.choice,
    decideBy: row.decideBy.toISOString(),
    keepUntil: row.keepUntil.toISOString(),
    ...(row.state === 'open' ? { keepToken: token('keep') } : {}),
    ...(open ? { refundToken: token('refund') } : {}),
  };
}
