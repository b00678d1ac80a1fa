// The participant's course: choosing the start date (C3), cancelling (C6), finishing after the
// money is settled, and what the dashboard shows about it.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Course as CourseView, CourseDay } from '@quit/contracts/course';
import { COURSE_LENGTH_DAYS, DIARY_DUE_HOUR } from '@quit/domain/constants';
import {
  courseDay,
  courseEndDate,
  daysUntilStart,
  verificationDeadline,
} from '@quit/domain/course-day';
import { canCancel, isOpenCourseState, transition } from '@quit/domain/course-state';
import { isTestOpen } from '@quit/domain/nicotine-test';
import { addDays, dateInTimeZone, hourInTimeZone } from '@quit/domain/dates';
import { isProfileComplete, timeZoneOf } from '@quit/domain/profile';
import { checkStartDate } from '@quit/domain/start-date';
import { courses, payouts, refunds } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { profileInput } from '../account/profile-input';
import { findProfile } from '../course-row/find-profile';
import type { ServiceDeps } from '../../core/service-deps';
import { courseBalances } from '../course-row/balances';
import { moveKeptGiftsInTx } from '../money/kept-gifts';
import { offerGiftChoicesInTx } from '../money/second-chance';
import { advanceCourseInTx, scheduleNextTransition } from './advance';
import { recordTestTermsConsent } from '../consent/service';
import { cancelPendingSpotTests, drawSpotTestsInTx } from './spot-tests';
import {
  ensureOpenCourse,
  findOpenCourse,
  lockCourse,
  placeholderCourse,
  writableCourse,
} from '../course-row/current-course';
import { readCourse, testUnderWay, type CourseRead } from '../course-row/course-read';

export async function courseView(deps: ServiceDeps, participantId: string): Promise<CourseView> {
  // One prepared statement: the shown course, profile, balances and payout (issue 15).
  return courseViewOf(deps, participantId, await readCourse(deps.db, participantId));
}

/** What the dashboard shows of a participant's course read, as of the clock's today. */
export function courseViewOf(
  deps: ServiceDeps,
  participantId: string,
  read: CourseRead,
): CourseView {
  const { profile, balances } = read;
  const course = read.course ?? placeholderCourse(participantId, deps.clock.now());
  const timeZone = timeZoneOf(profile?.timeZone);
  const today = dateInTimeZone(deps.clock.now(), timeZone);
  const profileComplete = isProfileComplete(profileInput(profile));
  const choosable = course.state === 'funding' || course.state === 'scheduled';
  const check = checkStartDate({
    startDate: today,
    today,
    availableCents: balances.available_share,
    minBalanceCents: deps.settings.minBalanceCents,
    profileComplete,
    maxDaysAhead: deps.settings.startDateMaxDays,
  });
  const start = course.startDate;
  return {
    id: course.id,
    state: course.state,
    startDate: start,
    day: start !== null && course.state === 'active' ? courseDay(start, today) : null,
    lengthDays: COURSE_LENGTH_DAYS,
    daysUntilStart:
      start !== null && course.state === 'scheduled' ? daysUntilStart(start, today) : null,
    endDate: start === null ? null : courseEndDate(start),
    testDeadline: start === null ? null : verificationDeadline(start),
    today,
    latestStartDate: addDays(today, deps.settings.startDateMaxDays),
    timeZone,
    balanceCents: balances.available_share,
    minBalanceCents: deps.settings.minBalanceCents,
    profileComplete,
    startDateChoice: !choosable
      ? { allowed: false, reason: 'WRONG_STATE' }
      : check.ok
        ? { allowed: true, reason: null }
        : {
            allowed: false,
            reason:
              check.code === 'DATE_IN_PAST' || check.code === 'START_DATE_TOO_FAR'
                ? null
                : check.code,
          },
    smokeFreeDays: course.smokeFreeDays,
    canCancel: canCancel(course.state) && !read.testUnderWay,
    pendingTestResult: isOpenCourseState(course.state) ? read.pendingResult : null,
    payoutStatus: read.payoutStatus,
  };
}

/** What is due today in a course as `courseView` shows it. */
export function courseDayOf(view: CourseView, now: Date): CourseDay {
  const active = view.state === 'active';
  return {
    state: view.state,
    day: view.day,
    lengthDays: view.lengthDays,
    daysUntilStart: view.daysUntilStart,
    today: view.today,
    due: {
      morningVideo: active,
      eveningVideo: active,
      diary: active && hourInTimeZone(now, view.timeZone) >= DIARY_DUE_HOUR,
      nicotineTest: isTestOpen(view),
    },
  };
}

/** POST /api/course: C3's checks in order, then scheduled (or active when it is today). */
export async function chooseStartDate(
  deps: ServiceDeps,
  participantId: string,
  startDate: string,
  testTermsVersion?: number,
): Promise<CourseView> {
  const profile = await findProfile(deps.db, participantId);
  const timeZone = timeZoneOf(profile?.timeZone);
  const open = await writableCourse(deps.db, participantId);
  if (!open) throw new AppError('COURSE_ENDED');
  await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, open.id);
    // A course that has begun keeps its date; say so before judging the date asked for.
    if (!transition(course.state, 'schedule').ok) {
      throw new AppError('COURSE_ALREADY_RUNNING', { detail: `course is ${course.state}` });
    }
    const balances = await courseBalances(tx, course.id);
    const today = dateInTimeZone(deps.clock.now(), timeZone);
    const check = checkStartDate({
      startDate,
      today,
      availableCents: balances.available_share,
      minBalanceCents: deps.settings.minBalanceCents,
      profileComplete: isProfileComplete(profileInput(profile)),
      maxDaysAhead: deps.settings.startDateMaxDays,
    });
    if (!check.ok) {
      const dated = check.code === 'DATE_IN_PAST' || check.code === 'START_DATE_TOO_FAR';
      throw new AppError(check.code, dated ? { fields: ['startDate'] } : {});
    }
    const [updated] = await tx
      .update(courses)
      .set({ state: 'scheduled', startDate, updatedAt: deps.clock.now() })
      .where(eq(courses.id, course.id))
      .returning();
    if (!updated) throw new AppError('COURSE_START_FAILED', { detail: 'course vanished' });
    // Said up front (T5, T7, T8): agreed on this step, kept as the proof, else nothing changes.
    await recordTestTermsConsent(tx, {
      userId: participantId,
      courseId: course.id,
      version: testTermsVersion,
      givenAt: deps.clock.now(),
    });
    // T7: the spot-test days are drawn for this start date (a changed date draws again).
    await drawSpotTestsInTx(tx, deps, { id: course.id, startDate }, timeZone);
    // A start date of today starts the course at once; otherwise it waits for its day.
    const { changed } = await advanceCourseInTx(tx, deps, course.id);
    if (!changed) await scheduleNextTransition(tx, updated, timeZone);
  });
  return courseView(deps, participantId);
}

/**
 * POST /api/course/new: the participant's explicit act that opens their next fundraiser after a
 * course ended, their next attempt (C7, record 0081). A failed course closes (`refunded`: its
 * refunds go on by themselves); in the same transaction the gifts kept for this attempt move
 * into the new course and gifts still undecided are refunded. An open course is answered as it
 * is (repeating the call changes nothing).
 */
export async function openNewCourse(deps: ServiceDeps, participantId: string): Promise<CourseView> {
  await deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.participantId, participantId))
      .orderBy(desc(courses.createdAt))
      .limit(1);
    if (!last) {
      await ensureOpenCourse(tx, participantId);
      return;
    }
    const ended = await lockCourse(tx, last.id);
    if (ended.state === 'failed') {
      await tx
        .update(courses)
        .set({ state: 'refunded', updatedAt: deps.clock.now() })
        .where(eq(courses.id, ended.id));
    } else if (isOpenCourseState(ended.state)) {
      return;
    }
    const next = await ensureOpenCourse(tx, participantId);
    await moveKeptGiftsInTx(tx, deps, ended.id, next.id);
  });
  return courseView(deps, participantId);
}

/**
 * PUT /api/course/cancel: ends the course before an outcome; supporters get everything back.
 * The state change and the refunds commit together: a crash leaves the course open (a retry
 * cancels it) or cancelled with every refund queued, never cancelled with the money held.
 */
export async function cancelCourse(
  deps: ServiceDeps,
  participantId: string,
): Promise<{ course: CourseView; refunds: number }> {
  const open = await findOpenCourse(deps.db, participantId);
  if (!open) throw new AppError('NOT_SUCCESSFUL', { detail: 'no open course' });
  const count = await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, open.id);
    if (!transition(course.state, 'cancel').ok) {
      throw new AppError('NOT_SUCCESSFUL', { detail: `cannot cancel from ${course.state}` });
    }
    // A result under way (in review, or waiting for its dispute window) decides the course.
    const [test] = await tx
      .select({ underWay: testUnderWay(sql`${course.id}`) })
      .from(courses)
      .where(eq(courses.id, course.id));
    if (test?.underWay) throw new AppError('TEST_UNDER_WAY');
    await tx
      .update(courses)
      .set({ state: 'cancelled', updatedAt: deps.clock.now() })
      .where(eq(courses.id, course.id));
    await cancelPendingSpotTests(tx, course.id);
    // C7 (record 0081): each supporter chooses a refund or keeping the gift for a next attempt,
    // so nothing is refunded at the moment of cancelling.
    await offerGiftChoicesInTx(tx, deps, course.id);
    return 0;
  });
  return { course: await courseView(deps, participantId), refunds: count };
}

/**
 * PUT /api/course/finish: closes a settled course — paid out after a passed or partial test,
 * or refunded after a failed one once every refund went through.
 */
export async function finishCourse(deps: ServiceDeps, participantId: string): Promise<CourseView> {
  const open = await findOpenCourse(deps.db, participantId);
  if (!open) throw new AppError('NOT_SUCCESSFUL', { detail: 'no open course' });
  await deps.db.transaction(async (tx) => {
    const course = await lockCourse(tx, open.id);
    if (course.state === 'passed' || course.state === 'partial') {
      const [paid] = await tx
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.courseId, course.id), eq(payouts.status, 'paid')));
      if (!paid) throw new AppError('NOT_SUCCESSFUL', { detail: 'no paid payout yet' });
      await tx
        .update(courses)
        .set({ state: 'paid_out', updatedAt: deps.clock.now() })
        .where(eq(courses.id, course.id));
      return;
    }
    if (course.state === 'failed') {
      const open = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.courseId, course.id),
            inArray(refunds.status, ['requested', 'pending', 'failed']),
          ),
        );
      if (open.length > 0) throw new AppError('NOT_SUCCESSFUL', { detail: 'refunds under way' });
      await tx
        .update(courses)
        .set({ state: 'refunded', updatedAt: deps.clock.now() })
        .where(eq(courses.id, course.id));
      return;
    }
    throw new AppError('NOT_SUCCESSFUL', { detail: `cannot finish from ${course.state}` });
  });
  return courseView(deps, participantId);
}
