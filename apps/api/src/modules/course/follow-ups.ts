// C8 (record 0082): follow-up tests at 3 and 6 months after a passed course. The participant
// joins (opt-in) once for both; each test is taken with a kit the operators post for it, through
// the nicotine test's own witnessed flow (modules/testkit: the kit names the follow-up). Every
// change of a follow-up's state happens under its course's row lock, then the follow-up's, in
// the transaction that also queues what must follow (the bonus pot's settlement, the mails).
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  BONUS_POT_STAGE,
  FOLLOW_UP_MONTHS,
  FOLLOW_UP_STAGES,
  followUpReminderDays,
  followUpResultEffect,
  followUpWindow,
  isFinalFollowUp,
  isFollowUpMissed,
  isFollowUpOpenAt,
  missedCheckAt,
  type FollowUpStage,
} from '@quit/domain/follow-up';
import { dateInTimeZone, zonedTimeToInstant, type IsoDate } from '@quit/domain/dates';
import type { TestResult } from '@quit/domain/nicotine-test';
import { courseDay } from '@quit/domain/course-day';
import {
  courses,
  courseTransitions,
  followUps,
  participantBadges,
  profiles,
  testkitTests,
} from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { enqueueJob, enqueueJobs, type JobOutcome } from '../../platform/jobs';
import { lockCourse } from '../course-row/current-course';
import { announceMilestoneInTx } from '../fundraiser/milestones';
import { queueBonusSettlement } from '../money/bonus-pot';
import type { ServiceDeps } from '../../core/service-deps';

type Reader = Pick<Db, 'select'>;
export type FollowUp = typeof followUps.$inferSelect;

export const FOLLOW_UP_JOBS = {
  reminder: 'follow_up.reminder',
  missed: 'follow_up.missed',
  outcomeMail: 'follow_up.outcome_mail',
} as const;

/** Course states after a passed test (the payout may have happened or not). */
export const PASSED_COURSE_STATES = ['passed', 'paid_out'] as const;

/** The day the course's test was passed, in the participant's time zone (null: not passed). */
export async function passedOnOf(
  db: Reader,
  courseId: string,
  timeZone: string,
): Promise<IsoDate | null> {
  const [row] = await db
    .select({ at: courseTransitions.at })
    .from(courseTransitions)
    .where(and(eq(courseTransitions.courseId, courseId), eq(courseTransitions.toState, 'passed')))
    .orderBy(desc(courseTransitions.id))
    .limit(1);
  return row ? dateInTimeZone(row.at, timeZone) : null;
}

/** The follow-ups of a course, 3 months first. */
export async function followUpsOf(db: Reader, courseId: string): Promise<FollowUp[]> {
  const rows = await db.select().from(followUps).where(eq(followUps.courseId, courseId));
  return rows.sort((a, b) => FOLLOW_UP_STAGES.indexOf(a.stage) - FOLLOW_UP_STAGES.indexOf(b.stage));
}

/**
 * The participant's latest passed course they may still join follow-ups for: not joined yet and
 * its 3-month window not closed at `now`.
 */
export async function eligibleCourse(
  db: Reader,
  userId: string,
  timeZone: string,
  now: Date,
): Promise<{ id: string; passedOn: IsoDate } | null> {
  const [course] = await db
    .select({ id: courses.id, joined: followUps.id })
    .from(courses)
    .leftJoin(followUps, eq(followUps.courseId, courses.id))
    .where(
      and(eq(courses.participantId, userId), inArray(courses.state, [...PASSED_COURSE_STATES])),
    )
    .orderBy(desc(courses.createdAt))
    .limit(1);
  if (!course || course.joined !== null) return null;
  const passedOn = await passedOnOf(db, course.id, timeZone);
  if (!passedOn) return null;
  const window = followUpWindow(passedOn, BONUS_POT_STAGE, timeZone);
  return now.getTime() < window.closesAt.getTime() ? { id: course.id, passedOn } : null;
}

/** The reminders (a week before, and on the due day, at 09:00 local) and the missed check. */
function followUpJobs(followUp: FollowUp, timeZone: string, now: Date) {
  const window = followUpWindow(followUp.passedOn, followUp.stage, timeZone);
  const reminders = followUpReminderDays(window).flatMap((day, index) => {
    const when = index === 0 ? 'soon' : 'due';
    const at = zonedTimeToInstant(day, 9, timeZone);
    // Joined late: a reminder whose day has passed goes now while the window is open.
    if (at.getTime() < now.getTime() && (when === 'soon' || now >= window.closesAt)) return [];
    return [
      {
        kind: FOLLOW_UP_JOBS.reminder,
        payload: { followUpId: followUp.id, when },
        runAt: at.getTime() < now.getTime() ? now : at,
        key: `follow-up-reminder:${followUp.id}:${when}`,
      },
    ];
  });
  return [
    ...reminders,
    {
      kind: FOLLOW_UP_JOBS.missed,
      payload: { followUpId: followUp.id },
      runAt: missedCheckAt(followUp.closesAt),
      key: `follow-up-missed:${followUp.id}`,
    },
  ];
}

/**
 * POST /api/participant/follow-ups: joins both follow-up tests of one of the caller's passed
 * courses. Joining again changes nothing.
 */
export async function joinFollowUps(deps: ServiceDeps, userId: string, courseId: string) {
  await deps.db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.participantId, userId)));
    if (!own) throw new AppError('NOT_FOUND');
    const course = await lockCourse(tx, courseId);
    if ((await followUpsOf(tx, courseId)).length > 0) return;
    if (!(PASSED_COURSE_STATES as readonly string[]).includes(course.state)) {
      throw new AppError('FOLLOW_UP_NOT_ELIGIBLE', { detail: `course ${course.state}` });
    }
    const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, userId));
    const timeZone = profile?.timeZone ?? 'Europe/Berlin';
    const now = deps.clock.now();
    const passedOn = await passedOnOf(tx, courseId, timeZone);
    if (!passedOn) throw new AppError('FOLLOW_UP_NOT_ELIGIBLE', { detail: 'no pass recorded' });
    if (now >= followUpWindow(passedOn, BONUS_POT_STAGE, timeZone).closesAt) {
      throw new AppError('FOLLOW_UP_NOT_ELIGIBLE', { detail: '3-month window closed' });
    }
    const rows = await tx
      .insert(followUps)
      .values(
        FOLLOW_UP_STAGES.map((stage) => {
          const window = followUpWindow(passedOn, stage, timeZone);
          return {
            courseId,
            participantId: userId,
            stage,
            passedOn,
            opensOn: window.opensOn,
            closesOn: window.closesOn,
            opensAt: window.opensAt,
            closesAt: window.closesAt,
            createdAt: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning();
    await enqueueJobs(
      tx,
      rows.flatMap((row) => followUpJobs(row, timeZone, now)),
    );
  });
}

/** A follow-up under its course's lock (the order every change takes). */
export async function lockFollowUp(tx: Tx, followUpId: string): Promise<FollowUp | null> {
  const [head] = await tx
    .select({ courseId: followUps.courseId })
    .from(followUps)
    .where(eq(followUps.id, followUpId));
  if (!head) return null;
  await lockCourse(tx, head.courseId);
  const [row] = await tx.select().from(followUps).where(eq(followUps.id, followUpId)).for('update');
  return row ?? null;
}

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

async function followUpById(db: Reader, id: string): Promise<FollowUp | null> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id));
  return row ?? null;
}

/** Whether a test of the follow-up waits for an operator (review, audit) or its dispute window. */
async function testWaiting(db: Reader, followUpId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: testkitTests.id })
    .from(testkitTests)
    .where(
      and(
        eq(testkitTests.followUpId, followUpId),
        inArray(testkitTests.status, ['review', 'audit']),
      ),
    )
    .limit(1);
  if (row) return true;
  // A final failed / partial reading waiting for its dispute window has not moved it yet.
  const [final] = await db
    .select({ id: testkitTests.id })
    .from(testkitTests)
    .where(
      and(
        eq(testkitTests.followUpId, followUpId),
        eq(testkitTests.status, 'final'),
        inArray(testkitTests.result, ['failed', 'partial']),
        isNull(testkitTests.decidedBy),
      ),
    )
    .limit(1);
  return final !== undefined;
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

/**
 * T1 for follow-ups: may the kit of this follow-up be used at `now` (its window, or a photo's
 * grace after a wait started inside it)?
 */
export async function followUpOpenFor(
  db: Reader,
  followUpId: string,
  now: Date,
  startedAt: Date | null,
): Promise<boolean> {
  const followUp = await followUpById(db, followUpId);
  return followUp !== null && isFollowUpOpenAt(followUp, now, startedAt);
}

/** The course's follow-up test open at `now`, if any (its kit is the one to use then). */
export async function openFollowUpOf(
  db: Reader,
  courseId: string,
  now: Date,
): Promise<FollowUp | null> {
  const rows = await followUpsOf(db, courseId);
  return rows.find((row) => isFollowUpOpenAt(row, now)) ?? null;
}

/** Whether any of the participant's follow-up tests is open now (the phone hand-off). */
export async function anyFollowUpOpen(db: Reader, userId: string, now: Date): Promise<boolean> {
  const rows = await db.select().from(followUps).where(eq(followUps.participantId, userId));
  return rows.some((row) => isFollowUpOpenAt(row, now));
}

/** Whether the follow-up still takes a test's outcome (not final): disputes and decisions. */
export async function followUpTakesOutcome(db: Reader, followUpId: string): Promise<boolean> {
  const followUp = await followUpById(db, followUpId);
  return followUp !== null && !isFinalFollowUp(followUp.state);
}

export const stageMonths = (stage: FollowUpStage) => FOLLOW_UP_MONTHS[stage];
