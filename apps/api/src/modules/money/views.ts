// What each person may see of the money (A4): participants their own balance and donations
// (names only when not anonymous, never an email); anyone the public fundraiser; supporters
// their own gifts. Every figure comes from the ledger or the donation rows.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Balance, PublicParticipant, SupporterDonations } from '@quit/contracts/money';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import {
  acceptsDonations,
  CONFIRMED_DONATION_STATUSES,
  PARTICIPANT_DONATION_STATUSES,
  SUPPORTER_DONATION_STATUSES,
} from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import { courses, donations, profiles } from '../../db/schema';
import { shownCourse, type Course } from '../course-row/current-course';
import { findFundraiserPage } from '../fundraiser/service';
import { programmeCounts } from '../programme/counts';
import type { MoneyDeps } from './deps';
import { participantForDonation } from './donate';
import { courseBalances, type Balances } from './ledger';
import { balanceSplit } from './split';
import { trailToken } from './trail-token';

const SHOWN_TO_PARTICIPANT = PARTICIPANT_DONATION_STATUSES;
const CONFIRMED = CONFIRMED_DONATION_STATUSES;

/** Everything confirmed for the participant: on hand, on the way, paid out or sent back by the bank. */
function raised(b: Balances): number {
  return b.available_share + b.paying_out + b.payout_returned + b.paid_out;
}

function dayOf(course: Course, timeZone: string, now: Date): number | null {
  if (course.state !== 'active' || course.startDate === null) return null;
  return courseDay(course.startDate, dateInTimeZone(now, timeZone));
}

export async function balanceView(deps: MoneyDeps, participantId: string): Promise<Balance> {
  const course = await shownCourse(deps.db, participantId, deps.clock.now());
  const balances = await courseBalances(deps.db, course.id);
  const rows = await deps.db
    .select()
    .from(donations)
    .where(and(eq(donations.courseId, course.id), inArray(donations.status, SHOWN_TO_PARTICIPANT)))
    .orderBy(desc(donations.createdAt));
  const split = balanceSplit(rows);
  return {
    courseId: course.id,
    courseState: course.state,
    currency: deps.settings.currency,
    // Money a failed payout left on the participant's payout account is theirs to pay out again.
    availableCents: balances.available_share + balances.payout_returned,
    pendingCents: balances.pending_share,
    payingOutCents: balances.paying_out,
    paidOutCents: balances.paid_out,
    refundingCents: balances.refunding,
    refundedCents: balances.refunded,
    minBalanceCents: deps.settings.minBalanceCents,
    split,
    donations: rows.map((d) => ({
      id: d.id,
      name: d.anonymous ? null : d.donorName,
      anonymous: d.anonymous,
      amountCents: d.amountCents,
      shareCents: d.shareCents,
      chargedCents: d.chargedCents,
      message: d.message,
      status: d.status as (typeof SHOWN_TO_PARTICIPANT)[number],
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

export async function publicParticipantView(
  deps: MoneyDeps,
  participantId: string,
): Promise<PublicParticipant> {
  const profile = await participantForDonation(deps, participantId);
  const now = deps.clock.now();
  // The open course, else the one that ended (the page says how), never a new one: a GET.
  const course = await shownCourse(deps.db, participantId, now);
  const balances = await courseBalances(deps.db, course.id);
  const gifts = await deps.db
    .select()
    .from(donations)
    .where(and(eq(donations.courseId, course.id), inArray(donations.status, CONFIRMED)))
    .orderBy(desc(donations.createdAt));
  const donors = new Set(gifts.map((g) => g.supporterId ?? g.donorEmail ?? g.id));
  const page = await findFundraiserPage(deps.db, participantId);
  return {
    id: participantId,
    displayName: publicName(profile.firstName, profile.lastName),
    courseState: course.state,
    courseDay: dayOf(course, profile.timeZone, now),
    donationsOpen: acceptsDonations(
      course.state,
      course.startDate,
      dateInTimeZone(now, profile.timeZone),
    ),
    raisedCents: raised(balances),
    givenCents: gifts
      .filter((g) => g.status === 'available' || g.status === 'paid_out')
      .reduce((sum, g) => sum + g.amountCents, 0),
    refundedCents: balances.refunded,
    pendingCents: balances.pending_share,
    minBalanceCents: deps.settings.minBalanceCents,
    currency: deps.settings.currency,
    supporterCount: donors.size,
    gifts: gifts.map((g) => ({
      name: g.anonymous ? null : g.donorName,
      amountCents: g.amountCents,
      message: g.message,
      createdAt: g.createdAt.toISOString(),
    })),
    progress: await programmeCounts(deps.db, course.id),
    story: page?.story ?? null,
    photoUrl:
      page?.photoStatus === 'approved'
        ? `/api/participant/${encodeURIComponent(participantId)}/photo?v=${page.updatedAt.getTime()}`
        : null,
  };
}

const SHOWN_TO_SUPPORTER = SUPPORTER_DONATION_STATUSES;

export async function supporterDonationsView(
  deps: MoneyDeps,
  supporterId: string,
): Promise<SupporterDonations> {
  const rows = await deps.db
    .select({ donation: donations, course: courses, profile: profiles })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(
      and(eq(donations.supporterId, supporterId), inArray(donations.status, SHOWN_TO_SUPPORTER)),
    )
    .orderBy(desc(donations.createdAt));
  const now = deps.clock.now();
  const participants = new Map<string, SupporterDonations['participants'][number]>();
  for (const { course, profile } of rows) {
    if (!profile || participants.has(profile.userId)) continue;
    const balances = await courseBalances(deps.db, course.id);
    participants.set(profile.userId, {
      id: profile.userId,
      displayName: publicName(profile.firstName, profile.lastName),
      courseState: course.state,
      courseDay: dayOf(course, profile.timeZone, now),
      raisedCents: raised(balances),
      minBalanceCents: deps.settings.minBalanceCents,
      progress: await programmeCounts(deps.db, course.id),
    });
  }
  return {
    currency: deps.settings.currency,
    donations: rows.map(({ donation, profile }) => ({
      id: donation.id,
      participantId: profile?.userId ?? null,
      participantName: profile ? publicName(profile.firstName, profile.lastName) : '—',
      amountCents: donation.amountCents,
      chargedCents: donation.chargedCents,
      refundedCents: donation.refundedCents,
      anonymous: donation.anonymous,
      status: donation.status as (typeof SHOWN_TO_SUPPORTER)[number],
      createdAt: donation.createdAt.toISOString(),
      trailToken: trailToken(deps.linkSecret, donation.id, now),
    })),
    participants: [...participants.values()],
  };
}
