// What each person may see of the money (A4): participants their own balance and donations
// (names only when not anonymous, never an email); anyone the public fundraiser; supporters
// their own gifts. Every figure comes from the ledger or the donation rows.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Balance, SupporterDonations } from '@quit/contracts/money';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { partialOutcome } from '@quit/domain/payout';
import type { SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import { PARTICIPANT_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName, timeZoneOf } from '@quit/domain/profile';
import { donations } from '../../db/schema';
import { placeholderCourse, type Course } from '../course-row/current-course';
import { readCourse } from '../course-row/course-read';
import type { ServiceDeps } from '../../core/service-deps';
import { balancesFrom, type Balances } from '../course-row/balances';
import { readSupporterGifts } from './supporter-read';
import { balanceSplit } from './split';
import { trailToken } from './trail-token';

const SHOWN_TO_PARTICIPANT = PARTICIPANT_DONATION_STATUSES;

/** Everything confirmed for the participant: on hand, on the way, paid out or sent back by the bank. */
function raised(b: Balances): number {
  return b.available_share + b.paying_out + b.payout_returned + b.paid_out;
}

function dayOf(
  course: Pick<Course, 'state' | 'startDate'>,
  timeZone: string,
  now: Date,
): number | null {
  if (course.state !== 'active' || course.startDate === null) return null;
  return courseDay(course.startDate, dateInTimeZone(now, timeZone));
}

/**
 * What a partial payout would pay now (C5): the earned part of the donations still held, or,
 * after a payout that came back, the settled money that is available again.
 */
function partialPayoutNow(
  course: Pick<Course, 'state' | 'smokeFreeDays'>,
  rows: readonly { status: string; shareCents: number }[],
  availableCents: number,
): number | null {
  if (course.state !== 'partial') return null;
  const held = rows.filter((d) => d.status === 'available');
  if (held.length === 0) return availableCents > 0 ? availableCents : null;
  const outcome = partialOutcome(
    held.reduce((sum, d) => sum + d.shareCents, 0),
    course.smokeFreeDays ?? 0,
  );
  return outcome.kind === 'partial' ? outcome.payoutCents : null;
}

export async function balanceView(deps: ServiceDeps, participantId: string): Promise<Balance> {
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
  const rowSplit = (row: (typeof rows)[number]) => {
    const own = balanceSplit([row]);
    return {
      paidOutShareCents: own.paid_out.shareCents,
      returnedShareCents: own.refunding.shareCents + own.refunded.shareCents,
    };
  };
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
    partialPayoutCents: partialPayoutNow(
      course,
      rows,
      balances.available_share + balances.payout_returned,
    ),
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
      ...rowSplit(d),
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

export async function supporterDonationsView(
  deps: ServiceDeps,
  supporterId: string,
): Promise<SupporterDonations> {
  // One prepared statement: the gifts, and the shown course's balances and counts (issue 15).
  const rows = await readSupporterGifts(deps.db, supporterId);
  const now = deps.clock.now();
  const participants: SupporterDonations['participants'] = [];
  for (const row of rows) {
    if (!row.shown || row.participantId === null) continue;
    participants.push({
      id: row.participantId,
      displayName: publicName(row.firstName!, row.lastName!),
      courseState: row.courseState,
      courseDay: dayOf(
        { state: row.courseState, startDate: row.startDate },
        timeZoneOf(row.timeZone),
        now,
      ),
      raisedCents: raised(balancesFrom(row.balances)),
      minBalanceCents: deps.settings.minBalanceCents,
      progress: {
        seminarsWatched: row.watched ?? 0,
        diaryDaysKept: row.kept ?? 0,
        badgesEarned: row.badges ?? 0,
      },
      spotTestsPassed: row.spotPassed ?? 0,
    });
  }
  return {
    currency: deps.settings.currency,
    donations: rows.map((row) => ({
      id: row.id,
      participantId: row.participantId,
      participantName: row.participantId === null ? '—' : publicName(row.firstName!, row.lastName!),
      amountCents: row.amountCents,
      chargedCents: row.chargedCents,
      refundedCents: row.refundedCents,
      anonymous: row.anonymous,
      status: row.status as (typeof SUPPORTER_DONATION_STATUSES)[number],
      createdAt: row.createdAt.toISOString(),
      trailToken: trailToken(deps.linkSecret, row.id, now),
    })),
    participants,
  };
}
