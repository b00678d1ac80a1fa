// C8 (record 0082): follow-up tests at 3 and 6 months after a passed course. The participant
// joins (opt-in) once for both; each test is taken with a kit the operators post for it, through
// the nicotine test's own witnessed flow (modules/testkit: the kit names the follow-up). Every
// change of a follow-up's state happens under its course's row lock, then the follow-up's, in
// the transaction that also queues what must follow (the bonus pot's settlement, the mails).
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  BONUS_POT_STAGE,
  FOLLOW_UP_STAGES,
  followUpReminderDays,
  followUpWindow,
  isFinalFollowUp,
  isFollowUpOpenAt,
  missedCheckAt,
} from '@quit/domain/follow-up';
import { dateInTimeZone, zonedTimeToInstant, type IsoDate } from '@quit/domain/dates';
import { courses, courseTransitions, followUps, profiles } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { enqueueJobs } from '../../platform/jobs';
import { lockCourse } from '../course-row/current-course';
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

export async function followUpById(db: Reader, id: string): Promise<FollowUp | null> {
  const [row] = await db.select().from(followUps).where(eq(followUps.id, id));
  return row ?? null;
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
