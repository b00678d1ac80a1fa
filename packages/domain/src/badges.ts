// Badges (spec §1): clear rules over what the diary and the course show. A badge is earned on
// the course day its rule is first met; the API stores it then, so it is earned once.
import { COURSE_LENGTH_DAYS } from './constants';

export const BADGES = [
  'first_smoke_free_day',
  'smoke_free_3',
  'smoke_free_7',
  'smoke_free_14',
  'smoke_free_21',
  'smoke_free_28',
  'diary_streak_7',
  'seminar_week_1',
  'seminar_week_2',
  'seminar_week_3',
  'seminar_week_4',
  'test_passed',
  /** C8 (record 0082): the 6-month follow-up test passed (awarded by the API, not by `earnedBadges`). */
  'six_months_smoke_free',
] as const;
export type Badge = (typeof BADGES)[number];

const SMOKE_FREE_THRESHOLDS: [Badge, number][] = [
  ['first_smoke_free_day', 1],
  ['smoke_free_3', 3],
  ['smoke_free_7', 7],
  ['smoke_free_14', 14],
  ['smoke_free_21', 21],
  ['smoke_free_28', 28],
];

/** The badges that count smoke-free diary days: a slip delays them (C9). */
export const SMOKE_FREE_BADGES: readonly Badge[] = SMOKE_FREE_THRESHOLDS.map(([badge]) => badge);
/**
 * C9, A4: the badges a supporter's or the public's count includes. A smoke-free badge that comes
 * later than the diary days kept would tell of a slip, so those stay the participant's own.
 */
export const SUPPORTER_SHOWN_BADGES: readonly Badge[] = BADGES.filter(
  (badge) => !SMOKE_FREE_BADGES.includes(badge),
);

export type BadgeFacts = {
  /** The course's diary entries (day 1–28 and whether the participant smoked). */
  entries: readonly { day: number; smokedSinceLastEntry: boolean }[];
  /** The course's outcome was a passed test. */
  testPassed: boolean;
  /**
   * The seminars watched (to 90 %, P1): the course day each belongs to and the course day it
   * was watched on. Two seminars a day (P1), so a week has fourteen.
   */
  watched?: readonly { seminarDay: number; watchedOnDay: number }[];
};

/** Seminars of a course day (P1: a morning and an evening one). */
export const SEMINARS_PER_DAY = 2;
const DAYS_PER_WEEK = 7;

export type EarnedBadge = { badge: Badge; day: number };

/**
 * The badges the facts earn, each with the course day it was earned on:
 * - smoke-free n: on the day of the n-th smoke-free diary entry (1, 3, 7, 14, 21, 28);
 * - diary streak: on the 7th day of seven diary entries on consecutive days;
 * - every seminar of week w (days 7w−6 … 7w, 14 seminars): on the day the last was watched;
 * - test passed: on day 28.
 */
export function earnedBadges({ entries, testPassed, watched = [] }: BadgeFacts): EarnedBadge[] {
  const valid = entries.filter(
    (e) => Number.isInteger(e.day) && e.day >= 1 && e.day <= COURSE_LENGTH_DAYS,
  );
  const smokeFree = [
    ...new Set(valid.filter((e) => !e.smokedSinceLastEntry).map((e) => e.day)),
  ].sort((a, b) => a - b);
  const earned: EarnedBadge[] = [];
  for (const [badge, n] of SMOKE_FREE_THRESHOLDS) {
    const day = smokeFree[n - 1];
    if (day !== undefined) earned.push({ badge, day });
  }
  const diaryDays = [...new Set(valid.map((e) => e.day))].sort((a, b) => a - b);
  let run = 0;
  for (let i = 0; i < diaryDays.length; i++) {
    run = i > 0 && diaryDays[i] === diaryDays[i - 1]! + 1 ? run + 1 : 1;
    if (run === 7) {
      earned.push({ badge: 'diary_streak_7', day: diaryDays[i]! });
      break;
    }
  }
  earned.push(...seminarWeeks(watched));
  if (testPassed) earned.push({ badge: 'test_passed', day: COURSE_LENGTH_DAYS });
  return earned;
}

function seminarWeeks(watched: NonNullable<BadgeFacts['watched']>): EarnedBadge[] {
  const earned: EarnedBadge[] = [];
  const weeks = COURSE_LENGTH_DAYS / DAYS_PER_WEEK;
  for (let week = 1; week <= weeks; week++) {
    const first = (week - 1) * DAYS_PER_WEEK + 1;
    const last = week * DAYS_PER_WEEK;
    const ofWeek = watched.filter((w) => w.seminarDay >= first && w.seminarDay <= last);
    const perDay = new Map<number, number>();
    for (const w of ofWeek) perDay.set(w.seminarDay, (perDay.get(w.seminarDay) ?? 0) + 1);
    const complete =
      perDay.size === DAYS_PER_WEEK &&
      [...perDay.values()].every((count) => count >= SEMINARS_PER_DAY);
    if (!complete) continue;
    const day = Math.min(Math.max(...ofWeek.map((w) => w.watchedOnDay)), COURSE_LENGTH_DAYS);
    earned.push({ badge: `seminar_week_${week}` as Badge, day });
  }
  return earned;
}
