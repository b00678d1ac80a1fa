// C4, T1–T3: the nicotine test's rules in one place. When the test is open, how long the saliva
// waits, how long the photo may still come after the deadline, when a result may be disputed,
// and in which course states a result still counts (read off the course's transitions). The API
// and the web read these; the database and the contracts spell their vocabularies from here.
import { RESULT_DISPUTE_HOURS, TEST_MIN_DAY, TEST_WAIT_MINUTES } from './constants';
import { courseDay, courseStateFromDates } from './course-day';
import { nextTransitionAt } from './course-schedule';
import { COURSE_STATES, COURSE_TRANSITIONS, type CourseState } from './course-state';
import { dateInTimeZone, type IsoDate } from './dates';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A posted kit: waiting for its test, used by one, or reported missing by an operator. */
export const TESTKIT_STATES = ['unused', 'used', 'missing'] as const;
export type TestkitState = (typeof TESTKIT_STATES)[number];

/** What a test says about the participant (T1); "invalid" says nothing and moves no money. */
export const TEST_RESULTS = ['passed', 'failed', 'partial', 'invalid'] as const;
export type TestResult = (typeof TEST_RESULTS)[number];

/**
 * A test is final, waits for an operator's review (T3: unclear readings, disputes), or is an
 * automatic pass held for an operator's audit of its recording (T8).
 */
export const TEST_STATUSES = ['review', 'audit', 'final'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/**
 * A test result not settled yet, as the dashboard names it while the course is still open: a
 * disputed or reviewed photo, a pass held for an audit, or a result waiting for its dispute window.
 */
export const PENDING_TEST_RESULTS = [
  'disputed',
  'review',
  'audit',
  'passed',
  'failed',
  'partial',
] as const;
export type PendingTestResult = (typeof PENDING_TEST_RESULTS)[number];

/**
 * T7: the final test on day 28, or an unannounced spot test between day 8 and day 21; C8
 * (record 0082): a follow-up test 3 or 6 months after a pass (its kit names the follow-up).
 */
export const TEST_KINDS = ['final', 'spot', 'follow_up'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** The identity check before the test (T1), as the provider reports it. */
export const IDENTITY_STATES = ['pending', 'verified', 'failed', 'cancelled'] as const;
export type IdentityState = (typeof IDENTITY_STATES)[number];

/** The wait between the kit's scan and the photo of its result (spec: "wait 5 minutes"). */
export const TEST_WAIT_MS = TEST_WAIT_MINUTES * MINUTE_MS;

/** After the wait, how long the photo may still come when the test window closed meanwhile. */
export const PHOTO_GRACE_MS = 30 * MINUTE_MS;

/** T3: how long the reader's confident failed or partial result may be disputed. */
export const RESULT_DISPUTE_MS = RESULT_DISPUTE_HOURS * HOUR_MS;

/** How long after the reader's "invalid" the participant may still dispute it. */
export const INVALID_DISPUTE_MS = 7 * 24 * HOUR_MS;

/** When the photo of a kit whose wait started at `startedAt` may be taken. */
export const waitEndsAt = (startedAt: Date): Date => new Date(startedAt.getTime() + TEST_WAIT_MS);

/** Whether the wait of a kit started at `startedAt` is over at `now`. */
export const isWaitOver = (startedAt: Date, now: Date): boolean =>
  now.getTime() >= waitEndsAt(startedAt).getTime();

/** The last moment the photo of a kit whose wait started at `startedAt` is taken. */
export const photoDueBy = (startedAt: Date): Date =>
  new Date(waitEndsAt(startedAt).getTime() + PHOTO_GRACE_MS);

/**
 * The course states in which a test result still counts: those whose transitions take a test
 * outcome (active on day 28, awaiting the test). Read off the course's own table.
 */
export const TEST_OUTCOME_STATES: readonly CourseState[] = COURSE_STATES.filter(
  (state) => COURSE_TRANSITIONS[state].test_passed !== undefined,
);

/**
 * T1: the course states a kit may be posted for: from the start date's choice until the test
 * (a funding course may never start; an ended one takes no test).
 */
export const KIT_ASSIGNABLE_COURSE_STATES = [
  'scheduled',
  'active',
  'awaiting_test',
] as const satisfies readonly CourseState[];

/** Whether a course in `state` still takes a test's outcome. */
export function acceptsTestOutcome(state: CourseState): boolean {
  return TEST_OUTCOME_STATES.includes(state);
}

/**
 * C4: the test is open on day 28 of an active course and while the course awaits the test
 * (until the verification deadline, when the calendar moves the course on).
 */
export function isTestOpen({ state, day }: { state: CourseState; day: number | null }): boolean {
  if (state === 'active') return (day ?? 0) >= TEST_MIN_DAY;
  return state === 'awaiting_test';
}

/** C4 by the calendar alone: from day 28 up to and including the verification deadline. */
export function isTestWindowOpen(startDate: IsoDate, today: IsoDate): boolean {
  const { phase, day } = courseStateFromDates({ startDate, today });
  return phase !== 'verification_expired' && isTestOpen({ state: phase, day });
}

/**
 * C4 at an instant, for a course as stored: open from day 28 (in the participant's time zone)
 * until the verification deadline's end. After it, only the photo of a kit whose wait started
 * before it may still come, until `photoDueBy` (the course still awaits the test until the
 * calendar's job moves it on).
 */
export function isTestOpenAt(
  course: { state: CourseState; startDate: IsoDate | null; timeZone: string },
  now: Date,
  waitStartedAt: Date | null = null,
): boolean {
  const { state, startDate, timeZone } = course;
  if (startDate === null) return isTestOpen({ state, day: null });
  const day = courseDay(startDate, dateInTimeZone(now, timeZone));
  if (!isTestOpen({ state, day })) return false;
  const closesAt = nextTransitionAt('awaiting_test', startDate, timeZone);
  if (closesAt === null || now.getTime() < closesAt.getTime()) return true;
  return (
    waitStartedAt !== null &&
    waitStartedAt.getTime() < closesAt.getTime() &&
    now.getTime() <= photoDueBy(waitStartedAt).getTime()
  );
}

/** The reader's failed and partial results wait for the dispute window before money moves. */
export const waitsForDisputeWindow = (result: TestResult | null): boolean =>
  result === 'failed' || result === 'partial';

/** What the dispute rules read of a test. */
export type DisputableTest = {
  status: TestStatus;
  result: TestResult | null;
  /** Who decided it, when an operator did. */
  decidedBy: string | null;
  disputedAt: Date | null;
  finalAt: Date | null;
};

/** The end of the window in which the reader's final result may be disputed, else null. */
export function disputeWindowEnd(test: DisputableTest): Date | null {
  if (test.status !== 'final' || test.decidedBy !== null || test.disputedAt !== null) return null;
  if (!test.finalAt) return null;
  if (waitsForDisputeWindow(test.result)) {
    return new Date(test.finalAt.getTime() + RESULT_DISPUTE_MS);
  }
  if (test.result === 'invalid') return new Date(test.finalAt.getTime() + INVALID_DISPUTE_MS);
  return null;
}

/** Until when the participant may dispute the test, if they still may at `now`; else null. */
export function disputableUntil(test: DisputableTest, now: Date): Date | null {
  const end = disputeWindowEnd(test);
  return end !== null && now.getTime() < end.getTime() ? end : null;
}

/** Whether the participant may still dispute the test at `now`. */
export const isDisputable = (test: DisputableTest, now: Date): boolean =>
  disputableUntil(test, now) !== null;

/** A reader's failed or partial result whose window is still open: its money must not move. */
export function withinDisputeWindow(test: DisputableTest, now: Date): boolean {
  return waitsForDisputeWindow(test.result) && isDisputable(test, now);
}
