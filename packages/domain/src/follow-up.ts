// C8 (records 0082, 0083): after a passed course the participant may join follow-up tests at 3
// and 6 months (the same witnessed test, kits posted), and supporters may give to a "stay quit"
// bonus pot for the 3-month test. The windows, the states and when the pot takes gifts.
import { addDays, calendarDate, daysInMonth, startOfDayInstant, toIsoDate } from './dates';
import type { IsoDate } from './dates';
import { PHOTO_GRACE_MS } from './nicotine-test';
import type { TestResult } from './nicotine-test';

/** The two follow-up tests, named by the months after the passed test. */
export const FOLLOW_UP_STAGES = ['three_months', 'six_months'] as const;
export type FollowUpStage = (typeof FOLLOW_UP_STAGES)[number];

export const FOLLOW_UP_MONTHS: Record<FollowUpStage, number> = { three_months: 3, six_months: 6 };

/** Days a follow-up test may be taken from its due day on, as C4 gives the final test. */
export const FOLLOW_UP_WINDOW_DAYS = 28;

/** Days before the due day from which the operators see a follow-up's kit as one to post. */
export const FOLLOW_UP_KIT_LEAD_DAYS = 14;

/**
 * Where a follow-up test stands. Stored: `enrolled` (joined, no kit yet), `kit_sent`, and the
 * final `passed`, `failed`, `missed` and `closed` (the 6-month test after a 3-month test that was
 * not passed: the quit did not last 6 months, so it is not taken; or any test whose participant
 * erased their account). `due` is never stored: a test
 * not yet final whose window is open at the moment it is read (`followUpState`).
 */
export const FOLLOW_UP_STORED_STATES = [
  'enrolled',
  'kit_sent',
  'passed',
  'failed',
  'missed',
  'closed',
] as const;
export type FollowUpStoredState = (typeof FOLLOW_UP_STORED_STATES)[number];

export const FOLLOW_UP_STATES = [
  'enrolled',
  'kit_sent',
  'due',
  'passed',
  'failed',
  'missed',
  'closed',
] as const;
export type FollowUpState = (typeof FOLLOW_UP_STATES)[number];

export const FINAL_FOLLOW_UP_STATES = [
  'passed',
  'failed',
  'missed',
  'closed',
] as const satisfies readonly FollowUpStoredState[];

export function isFinalFollowUp(state: FollowUpStoredState): boolean {
  return (FINAL_FOLLOW_UP_STATES as readonly string[]).includes(state);
}

/** The same calendar day `months` later; the month's last day when it has no such day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = calendarDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return toIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

export interface FollowUpWindow {
  /** The due day: the passed test's day plus 3 (or 6) months. */
  opensOn: IsoDate;
  /** The window's last day (28 days from the due day, both ends counted). */
  closesOn: IsoDate;
  /** Start of the due day in the participant's time zone. */
  opensAt: Date;
  /** End of the last day: no test may start after it. */
  closesAt: Date;
}

/** When a follow-up test may be taken, from the day the course's test was passed. */
export function followUpWindow(
  passedOn: IsoDate,
  stage: FollowUpStage,
  timeZone: string,
): FollowUpWindow {
  const opensOn = addMonths(passedOn, FOLLOW_UP_MONTHS[stage]);
  const closesOn = addDays(opensOn, FOLLOW_UP_WINDOW_DAYS - 1);
  return {
    opensOn,
    closesOn,
    opensAt: startOfDayInstant(opensOn, timeZone),
    closesAt: startOfDayInstant(addDays(closesOn, 1), timeZone),
  };
}

/**
 * Whether a follow-up test may be taken at `now`: not final and inside its window; a kit whose
 * wait started before the window closed may still send its photo for the usual grace.
 */
export function isFollowUpOpenAt(
  followUp: { state: FollowUpStoredState; opensAt: Date; closesAt: Date },
  now: Date,
  startedAt: Date | null = null,
): boolean {
  if (isFinalFollowUp(followUp.state)) return false;
  const t = now.getTime();
  if (t < followUp.opensAt.getTime()) return false;
  if (t < followUp.closesAt.getTime()) return true;
  return (
    startedAt !== null &&
    startedAt.getTime() < followUp.closesAt.getTime() &&
    t < startedAt.getTime() + 5 * 60 * 1000 + PHOTO_GRACE_MS
  );
}

/** The state as the participant and operators see it at `now` (`due` while the window is open). */
export function followUpState(
  followUp: { state: FollowUpStoredState; opensAt: Date; closesAt: Date },
  now: Date,
): FollowUpState {
  if (isFinalFollowUp(followUp.state)) return followUp.state;
  const t = now.getTime();
  if (t >= followUp.opensAt.getTime() && t < followUp.closesAt.getTime()) return 'due';
  return followUp.state;
}

/** When the missed-test job looks at a follow-up: after its window and the photo's grace. */
export function missedCheckAt(closesAt: Date): Date {
  return new Date(closesAt.getTime() + 5 * 60 * 1000 + PHOTO_GRACE_MS);
}

/**
 * Whether a follow-up not taken is missed at `now`: its window (and grace) is over, it is not
 * final, and no test of it waits for an operator (a review or an audit decides it instead).
 */
export function isFollowUpMissed(
  followUp: { state: FollowUpStoredState; closesAt: Date },
  testWaiting: boolean,
  now: Date,
): boolean {
  if (isFinalFollowUp(followUp.state) || testWaiting) return false;
  return now.getTime() >= missedCheckAt(followUp.closesAt).getTime();
}

/**
 * What a final test result does to a follow-up. A negative test passes; a positive one and a
 * faint line fail it (the bonus pays only on a clean pass, and "smoke-free" must be true);
 * `invalid` says nothing: the operator posts a new kit within the window.
 */
export function followUpResultEffect(result: TestResult): 'passed' | 'failed' | 'none' {
  if (result === 'passed') return 'passed';
  if (result === 'failed' || result === 'partial') return 'failed';
  return 'none';
}

/** The days before the due day (and the due day itself) a reminder mail goes out. */
export const FOLLOW_UP_REMINDER_DAYS_BEFORE = [7, 0] as const;

/** When the reminders of a follow-up go out: 09:00 local time, 7 days before and on the due day. */
export function followUpReminderDays(window: FollowUpWindow): IsoDate[] {
  return FOLLOW_UP_REMINDER_DAYS_BEFORE.map((days) => addDays(window.opensOn, -days));
}

// ---- The "stay quit" bonus pot (record 0083) -------------------------------------------------

/**
 * The 3-month test's bonus pot: taking gifts, closed (no more gifts, the result is awaited),
 * paid out (the test passed) or refunded (failed or missed).
 */
export const BONUS_POT_STATES = ['open', 'closed', 'paid_out', 'refunded'] as const;
export type BonusPotState = (typeof BONUS_POT_STATES)[number];

/** Which pot a donation goes to: the course's own, or the 3-month test's stay-quit bonus. */
export const DONATION_POTS = ['course', 'stay_quit'] as const;
export type DonationPot = (typeof DONATION_POTS)[number];

/** The follow-up the stay-quit bonus belongs to. */
export const BONUS_POT_STAGE: FollowUpStage = 'three_months';

/**
 * Where the bonus pot stands, from its 3-month follow-up: gifts are taken after the pass (the
 * follow-up exists only then), until a test was taken with its kit or its window closed; a pass
 * pays it out, a fail or a missed test refunds it.
 */
export function bonusPotState(
  followUp: { state: FollowUpStoredState; closesAt: Date },
  testTaken: boolean,
  now: Date,
): BonusPotState {
  if (followUp.state === 'passed') return 'paid_out';
  if (isFinalFollowUp(followUp.state)) return 'refunded';
  if (testTaken || now.getTime() >= followUp.closesAt.getTime()) return 'closed';
  return 'open';
}

/** Whether the bonus pot takes a gift at `now`. */
export function acceptsBonusGifts(
  followUp: { state: FollowUpStoredState; closesAt: Date },
  testTaken: boolean,
  now: Date,
): boolean {
  return bonusPotState(followUp, testTaken, now) === 'open';
}

/** What happens to the bonus pot's confirmed gifts when its follow-up becomes `state`. */
export function bonusPotSettlement(state: FollowUpStoredState): 'pay_out' | 'refund' | 'none' {
  if (state === 'passed') return 'pay_out';
  if (state === 'failed' || state === 'missed' || state === 'closed') return 'refund';
  return 'none';
}
