// What each person may see of the money (A4): participants their own balance and donations
// (names only when not anonymous, never an email); anyone the public fundraiser; supporters
// their own gifts. Every figure comes from the ledger or the donation rows.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Balance, SupporterDonations } from '@quit/contracts/money';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { PARTICIPANT_DONATION_STATUSES, SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import { courses, donations, profiles } from '../../db/schema';
import { placeholderCourse, type Course } from '../course-row/current-course';
import { readCourse } from '../course-row/course-read';
import { manyProgrammeCounts } from '../programme/counts';
import type { MoneyDeps } from './deps';
import { manyCourseBalances, type Balances } from './ledger';
import { balanceSplit } from './split';
import { trailToken } from './trail-token';

const SHOWN_TO_PARTICIPANT = PARTICIPANT_DONATION_STATUSES;

/** Everything confirmed for the participant: on hand, on the way, paid out or sent back by the bank. */
function raised(b: Balances): number {
  return b.available_share + b.paying_out + b.payout_returned + b.paid_out;
}

function dayOf(course: Course, timeZone: string, now: Date): number | null {
  if (course.state !== 'active' || course.startDate === null) return null;
  return courseDay(course.startDate, dateInTimeZone(now, timeZone));
}

export async function balanceView(deps: MoneyDeps, participantId: string): Promise<Balance> {
  // The course and its balances in one prepared statement, then its donations (issue 15).
  const read = await readCourse(deps.db, participantId);
  const course = read.course ?? placeholderCourse(participantId, deps.clock.now());
  const balances = read.balances;
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
  // One course per supported participant (the newest gift's), then their figures in two
  // statements whatever their number: no query per participant.
  const shown = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    if (row.profile && !shown.has(row.profile.userId)) shown.set(row.profile.userId, row);
  }
  const courseIds = [...shown.values()].map((row) => row.course.id);
  const [balances, counts] = await Promise.all([
    manyCourseBalances(deps.db, courseIds),
    manyProgrammeCounts(deps.db, courseIds),
  ]);
  const participants = [...shown.values()].map(({ course, profile }) => ({
    id: profile!.userId,
    displayName: publicName(profile!.firstName, profile!.lastName),
    courseState: course.state,
    courseDay: dayOf(course, profile!.timeZone, now),
    raisedCents: raised(balances.get(course.id)!),
    minBalanceCents: deps.settings.minBalanceCents,
    progress: counts.get(course.id)!,
  }));
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
    participants,
  };
}
