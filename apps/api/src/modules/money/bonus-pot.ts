// C8 (record 0083): the "stay quit" bonus pot of a passed course's 3-month follow-up test. Its
// gifts are the course's donations with pot `stay_quit`, held in their own ledger accounts
// (pot-accounts.ts); a pass pays the pot out through the usual payout path (fees as M8), a fail or
// a missed test refunds every gift in full. The follow-up's state changes under the course lock
// (course/follow-ups.ts), and so does everything here, so a gift is never both paid and refunded.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  BONUS_POT_STAGE,
  bonusPotSettlement,
  bonusPotState,
  isFinalFollowUp,
} from '@quit/domain/follow-up';
import { donations, followUps, testkitTests } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, type Executor } from '../../platform/jobs';
import { lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { heldGifts } from './held-gifts';
import { payOutBonus } from './bonus-payout';
import { refundDonation } from './refunds';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
export type FollowUp = typeof followUps.$inferSelect;

/** The 3-month follow-up of a course (the bonus pot's), if the participant joined. */
export async function bonusFollowUp(db: Reader, courseId: string): Promise<FollowUp | null> {
  const [row] = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.courseId, courseId), eq(followUps.stage, BONUS_POT_STAGE)));
  return row ?? null;
}

/** Whether a test was taken for the follow-up (a photo sent): gifts close then. */
async function testTaken(db: Reader, followUpId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testkitTests.id })
    .from(testkitTests)
    .where(eq(testkitTests.followUpId, followUpId))
    .limit(1);
  return row !== undefined;
}

/** The pot's state at `now`, from its follow-up. */
export async function potState(db: Reader, followUp: FollowUp, now: Date) {
  return bonusPotState(followUp, await testTaken(db, followUp.id), now);
}

/**
 * POST /api/transaction with pot `stay_quit`: the participant's 3-month follow-up whose pot takes
 * gifts now, else BONUS_POT_CLOSED (nothing is stored).
 */
export async function openBonusPot(
  db: Reader,
  participantId: string,
  now: Date,
): Promise<{ followUpId: string; courseId: string }> {
  const rows = await db
    .select()
    .from(followUps)
    .where(and(eq(followUps.participantId, participantId), eq(followUps.stage, BONUS_POT_STAGE)));
  for (const row of rows) {
    if ((await potState(db, row, now)) === 'open') {
      return { followUpId: row.id, courseId: row.courseId };
    }
  }
  throw new AppError('BONUS_POT_CLOSED');
}

/** Whether the course's bonus pot is settled (its 3-month test final): late money goes back. */
export async function bonusPotSettled(tx: Tx, courseId: string): Promise<boolean> {
  const followUp = await bonusFollowUp(tx, courseId);
  return followUp === null || isFinalFollowUp(followUp.state);
}

/** Queued in the transaction that makes the 3-month follow-up final (keyed: once per course). */
export function queueBonusSettlement(tx: Executor, courseId: string, now: Date) {
  return enqueueJob(
    tx,
    MONEY_JOBS.bonusSettle,
    { courseId },
    { runAt: now, key: `bonus-settle:${courseId}` },
  );
}

/**
 * The job: pays out or refunds the pot as its follow-up's final state says. Under the course
 * lock; a second run finds nothing held and no payout to make, and changes nothing.
 */
export async function settleBonusPot(deps: ServiceDeps, courseId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const followUp = await bonusFollowUp(tx, courseId);
    if (!followUp) return;
    const effect = bonusPotSettlement(followUp.state);
    if (effect === 'none') return;
    const held = await heldGifts(tx, courseId, 'stay_quit');
    if (effect === 'refund') {
      for (const donation of held) {
        await refundDonation(tx, deps, donation, `bonus_${followUp.state}`);
      }
      return;
    }
    await payOutBonus(tx, deps, courseId, followUp.participantId, held);
  });
}

/**
 * Courses whose 3-month follow-up is final but whose bonus pot still holds gifts (a settlement
 * job that gave up, e.g. for want of a payout method): the sweeper settles them again.
 */
export async function coursesWithUnsettledBonus(db: Reader, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ courseId: donations.courseId })
    .from(donations)
    .innerJoin(
      followUps,
      and(eq(followUps.courseId, donations.courseId), eq(followUps.stage, BONUS_POT_STAGE)),
    )
    .where(
      and(
        eq(donations.pot, 'stay_quit'),
        eq(donations.status, 'available'),
        inArray(followUps.state, ['passed', 'failed', 'missed', 'closed']),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.courseId);
}

/**
 * C6 for the bonus pot: the participant's account is erased, so their follow-ups end (`closed`)
 * and every held bonus gift goes back in full (late money after this goes back as well).
 */
export async function closeBonusPotsInTx(tx: Tx, deps: ServiceDeps, userId: string) {
  const open = await tx
    .selectDistinct({ courseId: followUps.courseId })
    .from(followUps)
    .where(
      and(eq(followUps.participantId, userId), inArray(followUps.state, ['enrolled', 'kit_sent'])),
    )
    .orderBy(asc(followUps.courseId));
  const now = deps.clock.now();
  for (const { courseId } of open) {
    await lockCourse(tx, courseId);
    await tx
      .update(followUps)
      .set({ state: 'closed', settledAt: now })
      .where(
        and(eq(followUps.courseId, courseId), inArray(followUps.state, ['enrolled', 'kit_sent'])),
      );
    const held = await heldGifts(tx, courseId, 'stay_quit');
    for (const donation of held) await refundDonation(tx, deps, donation, 'account_deleted');
  }
}
