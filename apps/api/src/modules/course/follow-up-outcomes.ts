// C8 (record 0082): what ends a follow-up test: a final result of its test (from the nicotine
// test's outcome job) or a window that closed without one (the missed job, app clock). Each runs
// under the course's lock, then the follow-up's, and queues in the same transaction what follows:
// the outcome mail, the bonus pot's settlement (record 0083), the 6-month test's closing, and
// for six months smoke-free the badge and the followers' milestone.
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import {
  BONUS_POT_STAGE,
  FOLLOW_UP_MONTHS,
  followUpResultEffect,
  isFinalFollowUp,
  isFollowUpMissed,
  missedCheckAt,
} from '@quit/domain/follow-up';
import { dateInTimeZone } from '@quit/domain/dates';
import type { TestResult } from '@quit/domain/nicotine-test';
import { courseDay } from '@quit/domain/course-day';
import { courses, followUps, participantBadges, testkitTests } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { enqueueJob, type JobOutcome } from '../../platform/jobs';
import { announceMilestoneInTx } from '../fundraiser/milestones';
import { queueBonusSettlement } from '../money/bonus-pot';
import type { ServiceDeps } from '../../core/service-deps';
import { FOLLOW_UP_JOBS, followUpById, lockFollowUp, type FollowUp } from './follow-ups';

/** Ends a follow-up in `state` and queues what follows (bonus pot, 6-month closure, mails). */
async function settleFollowUp(
  tx: Tx,
  followUp: FollowUp,
  end: { state: 'passed' | 'failed' | 'missed'; result: TestResult | null; testId: string | null },
  now: Date,
): Promise<void> {
  await tx
    .update(followUps)
    .set({ state: end.state, result: end.result, testId: end.testId, settledAt: now })
    .where(eq(followUps.id, followUp.id));
  await enqueueJob(
    tx,
    FOLLOW_UP_JOBS.outcomeMail,
    { followUpId: followUp.id },
    { runAt: now, key: `follow-up-outcome-mail:${followUp.id}` },
  );
  if (followUp.stage === BONUS_POT_STAGE) {
    await queueBonusSettlement(tx, followUp.courseId, now);
    // Not passed at 3 months: the quit did not last 6, so the 6-month test is not taken.
    if (end.state !== 'passed') {
      await tx
        .update(followUps)
        .set({ state: 'closed', settledAt: now })
        .where(
          and(
            eq(followUps.courseId, followUp.courseId),
            eq(followUps.stage, 'six_months'),
            inArray(followUps.state, ['enrolled', 'kit_sent']),
          ),
        );
    }
  }
  if (followUp.stage === 'six_months' && end.state === 'passed') {
    await sixMonthsSmokeFree(tx, followUp, now);
  }
}

/** The 6-month pass: the badge, the Hall of Fame mark (read from the row) and the followers' mail. */
async function sixMonthsSmokeFree(tx: Tx, followUp: FollowUp, now: Date): Promise<void> {
  const [course] = await tx
    .select({ startDate: courses.startDate, participantId: courses.participantId })
    .from(courses)
    .where(eq(courses.id, followUp.courseId));
  const day =
    course?.startDate != null
      ? courseDay(course.startDate, dateInTimeZone(now, 'UTC'))
      : FOLLOW_UP_MONTHS.six_months * 30;
  await tx
    .insert(participantBadges)
    .values({ courseId: followUp.courseId, badge: 'six_months_smoke_free', day, earnedAt: now })
    .onConflictDoNothing();
  if (course?.participantId) {
    await announceMilestoneInTx(
      tx,
      followUp.courseId,
      course.participantId,
      'six_months_smoke_free',
      now,
    );
  }
}

/**
 * A final test result of a follow-up (modules/testkit/apply-outcome.ts): passed passes it; failed
 * and partial fail it; invalid changes nothing. A follow-up already final stays as it is.
 */
export async function recordFollowUpOutcome(
  deps: ServiceDeps,
  followUpId: string,
  testId: string,
  result: TestResult,
): Promise<void> {
  const effect = followUpResultEffect(result);
  if (effect === 'none') return;
  const settled = await deps.db.transaction(async (tx) => {
    const followUp = await lockFollowUp(tx, followUpId);
    if (!followUp || isFinalFollowUp(followUp.state)) return null;
    await settleFollowUp(tx, followUp, { state: effect, result, testId }, deps.clock.now());
    return followUp;
  });
  // The settlement's own job at once (a failure is retried by the queue).
  if (settled?.stage === BONUS_POT_STAGE)
    await deps.jobs.runKey(`bonus-settle:${settled.courseId}`);
}

/**
 * SQL: a test of the follow-up (`followUpId`, an expression of the outer statement) waits for an
 * operator (review, audit) or for its dispute window (the reader's final failed or partial
 * result, which has not moved the follow-up yet). Such a follow-up is neither missed nor in
 * want of a new kit.
 */
export const followUpTestWaiting = (followUpId: SQLWrapper) => sql`exists (
  select 1 from ${testkitTests} w
  where w.follow_up_id = ${followUpId}
    and (w.status in ('review', 'audit')
      or (w.status = 'final' and w.result in ('failed', 'partial') and w.decided_by is null)))`;

async function testWaiting(db: Pick<Db, 'execute'>, followUpId: string): Promise<boolean> {
  const { rows } = await db.execute<{ waiting: boolean }>(
    sql`select ${followUpTestWaiting(sql`${followUpId}::uuid`)} as waiting`,
  );
  return rows[0]?.waiting === true;
}

/**
 * The missed-test job (the app's clock): a follow-up whose window and grace are over with no
 * final result is missed. A test waiting for an operator decides instead: looked at again later.
 * Safe to run any number of times.
 */
export async function markFollowUpMissed(
  deps: ServiceDeps,
  followUpId: string,
): Promise<void | JobOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const followUp = await lockFollowUp(tx, followUpId);
    if (!followUp || isFinalFollowUp(followUp.state)) return 'done' as const;
    const waiting = await testWaiting(tx, followUpId);
    if (!isFollowUpMissed(followUp, waiting, now)) {
      return waiting ? ('wait' as const) : ('early' as const);
    }
    await settleFollowUp(tx, followUp, { state: 'missed', result: null, testId: null }, now);
    return followUp.courseId;
  });
  if (outcome === 'wait') return { runAgainAt: new Date(now.getTime() + 60 * 60 * 1000) };
  const followUp = await followUpById(deps.db, followUpId);
  if (outcome === 'early' && followUp) return { runAgainAt: missedCheckAt(followUp.closesAt) };
  if (outcome !== 'done' && outcome !== 'early') await deps.jobs.runKey(`bonus-settle:${outcome}`);
}

/** The missed check over every follow-up whose window is over (the sweep; also tests use it). */
export async function markMissedFollowUps(deps: ServiceDeps): Promise<number> {
  const open = await deps.db
    .select({ id: followUps.id, closesAt: followUps.closesAt })
    .from(followUps)
    .where(inArray(followUps.state, ['enrolled', 'kit_sent']));
  const now = deps.clock.now();
  let looked = 0;
  for (const row of open) {
    if (now < missedCheckAt(row.closesAt)) continue;
    await markFollowUpMissed(deps, row.id);
    looked += 1;
  }
  return looked;
}
