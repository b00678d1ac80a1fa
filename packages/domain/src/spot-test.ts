// T7: the unannounced spot test's vocabulary and rules. A drawn day is `scheduled` (hidden from
// the participant and supporters), `announced` at 08:00 local that day, `taken` once its test's
// photo came, `missed` when 22:00 passed without one (an operator decides), `excused` once
// (a new day is drawn), or `cancelled` when the course ended before it (or its start date
// moved, which draws again). Pure: the API draws with its own random source and clock.
import { COURSE_LENGTH_DAYS } from './constants';
import { addDays, zonedTimeToInstant, type IsoDate } from './dates';
import { photoDueBy, type TestResult } from './nicotine-test';

export const SPOT_TEST_STATES = [
  'scheduled',
  'announced',
  'taken',
  'missed',
  'excused',
  'cancelled',
] as const;
export type SpotTestState = (typeof SPOT_TEST_STATES)[number];

/** T7: the first and last course day a spot test may fall on. */
export const SPOT_TEST_FIRST_DAY = 8;
export const SPOT_TEST_LAST_DAY = 21;
/** T7: the participant is told at 08:00 local time and tests by 22:00 the same day. */
export const SPOT_TEST_ANNOUNCE_HOUR = 8;
export const SPOT_TEST_DUE_HOUR = 22;
/** T7: spot tests per course, configurable 0–2 (SPOT_TESTS). */
export const SPOT_TESTS_DEFAULT = 1;
export const SPOT_TESTS_MAX = 2;
/** How often a missed spot test may be excused per course (T7: once). */
export const SPOT_TEST_EXCUSES = 1;
/**
 * Invalid spot result: the replacement kit is taken to arrive this many days after an operator
 * posts it, and its window is 08:00–22:00 on that day
 * (docs/decisions/0056-the-unannounced-spot-test.md).
 */
export const SPOT_REPLACEMENT_TRANSIT_DAYS = 2;

/** The states in which a spot test is still ahead or open (the course's end cancels these). */
export const PENDING_SPOT_STATES = [
  'scheduled',
  'announced',
] as const satisfies readonly SpotTestState[];
/** The states the participant may see (only from 08:00 of the day on). */
export const SHOWN_SPOT_STATES = [
  'announced',
  'taken',
  'missed',
] as const satisfies readonly SpotTestState[];

/** A random number in [0, 1), as Math.random gives (the API passes a cryptographic one). */
export type RandomSource = () => number;

/** The days from `first` to `last` (inclusive) not in `taken`, in order. */
function freeDays(first: number, last: number, taken: readonly number[]): number[] {
  const days: number[] = [];
  for (let day = first; day <= last; day += 1) if (!taken.includes(day)) days.push(day);
  return days;
}

/** `count` distinct values of `pool`, each subset equally likely (a partial Fisher–Yates). */
function pick(pool: number[], count: number, random: RandomSource): number[] {
  const days = [...pool];
  const chosen: number[] = [];
  for (let i = 0; i < Math.min(count, days.length); i += 1) {
    const j = i + Math.floor(random() * (days.length - i));
    [days[i], days[j]] = [days[j]!, days[i]!];
    chosen.push(days[i]!);
  }
  return chosen.sort((a, b) => a - b);
}

/** T7: `count` (0–2) distinct course days drawn uniformly from day 8 to day 21, ascending. */
export function drawSpotDays(count: number, random: RandomSource): number[] {
  if (!Number.isInteger(count) || count < 0 || count > SPOT_TESTS_MAX) {
    throw new RangeError(`spot tests per course must be 0–${SPOT_TESTS_MAX}, got ${count}`);
  }
  return pick(freeDays(SPOT_TEST_FIRST_DAY, SPOT_TEST_LAST_DAY, []), count, random);
}

/** The calendar date of course day `day` (day 1 is the start date). */
export const spotTestDate = (startDate: IsoDate, day: number): IsoDate =>
  addDays(startDate, day - 1);

/**
 * The moments of a spot test on course day `day`: 08:00 and 22:00 wall-clock time in the
 * participant's zone (zonedTimeToInstant: a day with a clock change still has both).
 */
export function spotTestMoments(
  startDate: IsoDate,
  day: number,
  timeZone: string,
): { date: IsoDate; announceAt: Date; dueAt: Date } {
  const date = spotTestDate(startDate, day);
  return {
    date,
    announceAt: zonedTimeToInstant(date, SPOT_TEST_ANNOUNCE_HOUR, timeZone),
    dueAt: zonedTimeToInstant(date, SPOT_TEST_DUE_HOUR, timeZone),
  };
}

/** What the open-window rule reads of a spot test. */
export type SpotWindow = { state: SpotTestState; announceAt: Date; dueAt: Date };

/**
 * A spot test may be taken from 08:00 to 22:00 of its day; after 22:00 only the photo of a
 * kit whose wait started before 22:00 may still come, until `photoDueBy` (as the final test).
 * A scheduled one counts from 08:00 too (its announcing job may run a moment late).
 */
export function isSpotWindowOpenAt(
  spot: SpotWindow,
  now: Date,
  waitStartedAt: Date | null = null,
): boolean {
  if (spot.state !== 'scheduled' && spot.state !== 'announced') return false;
  const t = now.getTime();
  if (t < spot.announceAt.getTime()) return false;
  if (t < spot.dueAt.getTime()) return true;
  return (
    waitStartedAt !== null &&
    waitStartedAt.getTime() >= spot.announceAt.getTime() &&
    waitStartedAt.getTime() < spot.dueAt.getTime() &&
    t <= photoDueBy(waitStartedAt).getTime()
  );
}

/**
 * When the 22:00 job may mark the spot test missed: at 22:00, or, when a kit's wait started
 * before 22:00, once that kit's photo can no longer come.
 */
export function missedAt(spot: SpotWindow, waitStartedAt: Date | null): Date {
  if (
    waitStartedAt !== null &&
    waitStartedAt.getTime() >= spot.announceAt.getTime() &&
    waitStartedAt.getTime() < spot.dueAt.getTime()
  ) {
    const due = photoDueBy(waitStartedAt);
    return due.getTime() > spot.dueAt.getTime() ? due : spot.dueAt;
  }
  return spot.dueAt;
}

/**
 * T7: what a spot test's final result does to the course. passed: it goes on; failed: it fails
 * as after a failed final test (refunds); partial: it goes on, the final outcome at best
 * partial; invalid: a replacement kit and a new window on the day it arrives.
 */
export type SpotEffect = 'continue' | 'fail_course' | 'cap_at_partial' | 'replace_kit';

export function spotResultEffect(result: TestResult): SpotEffect {
  switch (result) {
    case 'passed':
      return 'continue';
    case 'failed':
      return 'fail_course';
    case 'partial':
      return 'cap_at_partial';
    case 'invalid':
      return 'replace_kit';
  }
}

/**
 * T7: the final test's result with the course's final spot results applied: a partial spot
 * result caps a passed final at partial. (A failed spot test has already failed the course.)
 */
export function cappedFinalResult<R extends 'passed' | 'failed' | 'partial'>(
  final: R,
  spotResults: readonly (TestResult | null)[],
): R | 'partial' {
  if (final === 'passed' && spotResults.some((r) => r === 'partial')) return 'partial';
  return final;
}

/** The operator's two answers to a missed spot test (T7). */
export const SPOT_MISSED_DECISIONS = ['excuse', 'fail'] as const;
export type SpotMissedDecision = (typeof SPOT_MISSED_DECISIONS)[number];

/** T7: a missed spot test may be excused once per course. */
export const mayExcuse = (excusedBefore: number): boolean => excusedBefore < SPOT_TEST_EXCUSES;

/**
 * The new day of an excused spot test (docs/decisions/0056-the-unannounced-spot-test.md): drawn
 * uniformly from the days of
 * 8–21 after `today` that hold no spot test yet; when none is left, the next day (tomorrow)
 * while it is before day 28 (the final test); null when even that is past (the final test
 * follows anyway).
 */
export function excusedSpotDay(
  today: number,
  takenDays: readonly number[],
  random: RandomSource,
): number | null {
  const first = Math.max(SPOT_TEST_FIRST_DAY, today + 1);
  const pool = freeDays(first, SPOT_TEST_LAST_DAY, takenDays);
  if (pool.length > 0) return pick(pool, 1, random)[0]!;
  const next = Math.max(today + 1, SPOT_TEST_FIRST_DAY);
  return next < COURSE_LENGTH_DAYS ? next : null;
}

/**
 * The day of a replacement window after an invalid spot result
 * (docs/decisions/0056-the-unannounced-spot-test.md): the day
 * the posted kit arrives (posted + SPOT_REPLACEMENT_TRANSIT_DAYS); null when that is day 28 or
 * later (the final test follows anyway) or before the course's day 1.
 */
export function replacementSpotDay(postedDay: number): number | null {
  const day = postedDay + SPOT_REPLACEMENT_TRANSIT_DAYS;
  return day >= 1 && day < COURSE_LENGTH_DAYS ? day : null;
}
