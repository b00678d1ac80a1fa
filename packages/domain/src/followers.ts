// A8: supporters hear how it goes (record 0080). Which milestone of a course is due for its
// followers, counted from facts a supporter may know (A4): the course's state, which diary days
// were written (never whether they were smoke-free, record 0077) and whether a spot test passed.
// Pure: the API's sweep reads these rules, the web form the update's limit.
import type { CourseState } from './course-state';
import { normaliseThankYouNote } from './thank-you-note';

export const FOLLOWER_MILESTONES = [
  'second_attempt',
  'course_started',
  'week_one_kept',
  'week_two_kept',
  'week_three_kept',
  'spot_test_passed',
  'paid_out',
  /** C8 (record 0082): the 6-month follow-up test was passed. */
  'six_months_smoke_free',
] as const;
export type FollowerMilestone = (typeof FOLLOWER_MILESTONES)[number];

export const DAYS_PER_WEEK = 7;
/** The weeks whose keeping is announced: the fourth ends with the test, announced on its own. */
export const KEPT_WEEKS = [1, 2, 3] as const;

/** A course from day 1 on that did not end before it (refunded and cancelled ones excluded). */
export const STARTED_COURSE_STATES = [
  'active',
  'awaiting_test',
  'passed',
  'failed',
  'partial',
  'paid_out',
] as const satisfies readonly CourseState[];

/** How long a confirm link of "follow without giving" works. */
export const FOLLOW_CONFIRM_DAYS = 7;

/** An update is a short text: a mail and a card on the public page hold this much. */
export const FUNDRAISER_UPDATE_MAX_LENGTH = 1_000;

/**
 * The weeks (1–3) the diary was kept in: a week counts when an entry exists for each of its 7
 * course days, whatever the entries say (a day with a cigarette is a day written).
 */
export function weeksKept(diaryDays: readonly number[]): number[] {
  const written = new Set(diaryDays);
  return KEPT_WEEKS.filter((week) => {
    for (let day = (week - 1) * DAYS_PER_WEEK + 1; day <= week * DAYS_PER_WEEK; day += 1) {
      if (!written.has(day)) return false;
    }
    return true;
  });
}

/** Vocabulary words are letters only (the database's checks spell them out). */
const WEEK_MILESTONES = ['week_one_kept', 'week_two_kept', 'week_three_kept'] as const;

export type MilestoneFacts = {
  state: CourseState;
  /** Days of the course with a diary entry. */
  diaryDays: readonly number[];
  /** A spot test of the course was taken and read negative (passed). */
  spotTestPassed: boolean;
  /** The course moved to `passed` at some time (the final test was passed). */
  testPassed: boolean;
  /** The participant had a course that ended (paid out, refunded, cancelled) before this one. */
  afterEndedCourse: boolean;
};

/** Every milestone the course has reached, in the order they happen. */
export function reachedMilestones(facts: MilestoneFacts): FollowerMilestone[] {
  const reached: FollowerMilestone[] = [];
  const started = (STARTED_COURSE_STATES as readonly CourseState[]).includes(facts.state);
  if (facts.afterEndedCourse && facts.state !== 'cancelled') reached.push('second_attempt');
  if (!started) return reached;
  reached.push('course_started');
  for (const week of weeksKept(facts.diaryDays)) reached.push(WEEK_MILESTONES[week - 1]!);
  if (facts.spotTestPassed) reached.push('spot_test_passed');
  if (facts.state === 'paid_out' && facts.testPassed) reached.push('paid_out');
  return reached;
}

export type FundraiserUpdateProblem = 'empty' | 'too_long';

/** An update as stored: trimmed, Windows line ends made plain (as a thank-you note). */
export const normaliseFundraiserUpdate = normaliseThankYouNote;

/** Why an update cannot be posted as written, or null when it can (on the normalised text). */
export function fundraiserUpdateProblem(text: string): FundraiserUpdateProblem | null {
  const update = normaliseFundraiserUpdate(text);
  if (update.length === 0) return 'empty';
  // Characters as a person counts them (an emoji is one), as PostgreSQL's char_length does.
  if ([...update].length > FUNDRAISER_UPDATE_MAX_LENGTH) return 'too_long';
  return null;
}
