// C2: the course lifecycle as a table, so the API, the scheduled jobs and the tests read the same
// rules. Date checks (is it day 28 yet?) live in course-day.ts; this table only says which
// events a state accepts.

export const COURSE_STATES = [
  'funding',
  'scheduled',
  'active',
  'awaiting_test',
  'passed',
  'failed',
  'partial',
  'paid_out',
  'refunded',
  'cancelled',
] as const;
export type CourseState = (typeof COURSE_STATES)[number];

/**
 * The states a course is "current" in: not yet ended, so a participant has at most one such
 * course (a partial unique index in the database is built from this list).
 */
export const OPEN_COURSE_STATES = [
  'funding',
  'scheduled',
  'active',
  'awaiting_test',
  'passed',
  'failed',
  'partial',
] as const satisfies readonly CourseState[];
export type OpenCourseState = (typeof OPEN_COURSE_STATES)[number];
/** Paid out, refunded or cancelled: nothing more happens to the course or its money. */
export type EndedCourseState = Exclude<CourseState, OpenCourseState>;

export function isOpenCourseState(state: CourseState): state is OpenCourseState {
  return (OPEN_COURSE_STATES as readonly CourseState[]).includes(state);
}

export const COURSE_EVENTS = [
  'schedule',
  'start',
  'finish_days',
  'test_passed',
  'test_failed',
  'test_partial',
  'verification_expired',
  'cancel',
  'pay_out',
  'refund',
] as const;
export type CourseEvent = (typeof COURSE_EVENTS)[number];

const beforeOutcome = { cancel: 'cancelled' } as const;
const testOutcomes = {
  test_passed: 'passed',
  test_failed: 'failed',
  test_partial: 'partial',
} as const;

export const COURSE_TRANSITIONS: Readonly<
  Record<CourseState, Readonly<Partial<Record<CourseEvent, CourseState>>>>
> = {
  funding: { schedule: 'scheduled', ...beforeOutcome },
  // Choosing another start date before the course begins keeps the course scheduled.
  scheduled: { schedule: 'scheduled', start: 'active', ...beforeOutcome },
  // The test may be taken on day 28, which is still an active day.
  active: { finish_days: 'awaiting_test', ...testOutcomes, ...beforeOutcome },
  awaiting_test: { ...testOutcomes, verification_expired: 'failed', ...beforeOutcome },
  passed: { pay_out: 'paid_out' },
  failed: { refund: 'refunded' },
  // pay_out pays the earned part and refunds the rest; refund is for fewer than 7 smoke-free days.
  partial: { pay_out: 'paid_out', refund: 'refunded' },
  paid_out: {},
  refunded: {},
  cancelled: {},
};

export type TransitionResult =
  | { ok: true; state: CourseState }
  | { ok: false; code: 'TRANSITION_NOT_ALLOWED'; state: CourseState; event: CourseEvent };

export function transition(state: CourseState, event: CourseEvent): TransitionResult {
  const next = COURSE_TRANSITIONS[state][event];
  return next === undefined
    ? { ok: false, code: 'TRANSITION_NOT_ALLOWED', state, event }
    : { ok: true, state: next };
}

export function allowedEvents(state: CourseState): CourseEvent[] {
  return COURSE_EVENTS.filter((event) => COURSE_TRANSITIONS[state][event] !== undefined);
}

export function isCourseState(value: unknown): value is CourseState {
  return typeof value === 'string' && (COURSE_STATES as readonly string[]).includes(value);
}

/** Cancelling is possible only before the test has an outcome. */
export function canCancel(state: CourseState): boolean {
  return COURSE_TRANSITIONS[state].cancel !== undefined;
}

export function isOutcome(state: CourseState): boolean {
  return state === 'passed' || state === 'failed' || state === 'partial';
}

/** No event leaves a terminal state. */
export function isTerminal(state: CourseState): boolean {
  return allowedEvents(state).length === 0;
}
