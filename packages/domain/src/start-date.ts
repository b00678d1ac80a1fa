// C3: when a participant may choose a start date. The checks run in a fixed order so the
// participant is told about the first thing to fix, in the order the dashboard shows them.
import { MIN_BALANCE_CENTS, START_DATE_MAX_DAYS_AHEAD } from './constants';
import { daysBetween } from './dates';
import type { IsoDate } from './dates';

export type StartDateRefusal =
  'PROFILE_INCOMPLETE' | 'BALANCE_TOO_LOW' | 'DATE_IN_PAST' | 'START_DATE_TOO_FAR';

export type StartDateCheck = { ok: true } | { ok: false; code: StartDateRefusal };

export interface StartDateRequest {
  startDate: IsoDate;
  /** Today in the participant's time zone. */
  today: IsoDate;
  /** Confirmed donations only; pending money does not count (M7). */
  availableCents: number;
  minBalanceCents?: number;
  profileComplete: boolean;
  /** The latest start date allowed, in days after today (default 8 weeks). */
  maxDaysAhead?: number;
}

export function checkStartDate({
  startDate,
  today,
  availableCents,
  minBalanceCents = MIN_BALANCE_CENTS,
  profileComplete,
  maxDaysAhead = START_DATE_MAX_DAYS_AHEAD,
}: StartDateRequest): StartDateCheck {
  if (!profileComplete) return { ok: false, code: 'PROFILE_INCOMPLETE' };
  if (availableCents < minBalanceCents) return { ok: false, code: 'BALANCE_TOO_LOW' };
  const ahead = daysBetween(today, startDate);
  if (ahead < 0) return { ok: false, code: 'DATE_IN_PAST' };
  if (ahead > maxDaysAhead) return { ok: false, code: 'START_DATE_TOO_FAR' };
  return { ok: true };
}
