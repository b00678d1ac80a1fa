// C8 (record 0083): what people see of a stay-quit bonus pot, from the ledger's kept balances
// and the gifts: the public fundraiser totals only; the participant also the names of named
// supporters (A4); never an email.
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { ParticipantBonusPot, PublicBonusPot } from '@quit/contracts/follow-up';
import { BONUS_POT_STAGE } from '@quit/domain/follow-up';
import { donations, followUps } from '../../db/schema';
import type { Db } from '../../db/client';
import { courseBalances } from '../course-row/balances';
import { potState, type FollowUp } from './bonus-pot';
import { bonusPayoutFailed } from './bonus-payout';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;

/** The pot's figures: the share confirmed (held, on its way or paid), what donors gave, who. */
async function potFigures(db: Reader, courseId: string) {
  const [balances, [row], named] = await Promise.all([
    courseBalances(db, courseId),
    db
      .select({
        given: sql<string>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} in ('available', 'paid_out')), 0)`,
        donors: countDistinct(
          sql`coalesce(${donations.supporterId}, ${donations.donorEmail}, ${donations.id}::text)`,
        ),
      })
      .from(donations)
      .where(
        and(
          eq(donations.courseId, courseId),
          eq(donations.pot, 'stay_quit'),
          inArray(donations.status, ['available', 'paid_out', 'refunding', 'refunded']),
        ),
      ),
    db
      .selectDistinct({ name: donations.donorName })
      .from(donations)
      .where(
        and(
          eq(donations.courseId, courseId),
          eq(donations.pot, 'stay_quit'),
          eq(donations.anonymous, false),
          inArray(donations.status, ['available', 'paid_out']),
        ),
      ),
  ]);
  return {
    raisedCents:
      balances.bonus_share +
      balances.bonus_paying_out +
      balances.bonus_payout_returned +
      balances.bonus_paid_out,
    givenCents: Number(row?.given ?? 0),
    supporters: row?.donors ?? 0,
    // A4: named supporters only; the donor's name as they typed it, never an email.
    names: named.flatMap((n) => (n.name ? [n.name] : [])),
  };
}

/** The public fundraiser's view of the pot: totals only (A4). */
export async function publicBonusPot(
  db: Reader,
  participantId: string,
  now: Date,
): Promise<PublicBonusPot | null> {
  const [followUp] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.participantId, participantId), eq(followUps.stage, BONUS_POT_STAGE)))
    .orderBy(sql`${followUps.createdAt} desc`)
    .limit(1);
  if (!followUp) return null;
  const [state, figures] = await Promise.all([
    potState(db, followUp, now),
    potFigures(db, followUp.courseId),
  ]);
  return {
    state,
    open: state === 'open',
    raisedCents: figures.raisedCents,
    givenCents: figures.givenCents,
    supporterCount: figures.supporters,
    opensOn: followUp.opensOn,
    closesOn: followUp.closesOn,
    closesAt: followUp.closesAt.toISOString(),
  };
}

/** The participant's view of their pot, with the names of named supporters (A4). */
export async function participantBonusPot(
  db: Reader,
  followUp: FollowUp,
  currency: string,
  now: Date,
): Promise<ParticipantBonusPot> {
  const [state, figures, payoutFailed] = await Promise.all([
    potState(db, followUp, now),
    potFigures(db, followUp.courseId),
    bonusPayoutFailed(db, followUp.courseId),
  ]);
  return { state, currency, ...figures, closesAt: followUp.closesAt.toISOString(), payoutFailed };
}
