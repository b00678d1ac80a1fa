// P7: a craving logged in the moment and ridden out; P8: when help matched to dependence is shown.
// Cravings are health data like the diary (P3): only the participant reads them.
import type { IsoDate } from './dates';
import { zonedDateTime } from './dates';
import { DIARY_SCALE_MAX } from './diary-entry';
import { countryCode } from './postal-code';

/** Strength on the diary's scale: 0 not at all … 4 extremely. */
export const CRAVING_STRENGTH_MAX = DIARY_SCALE_MAX;
export const CRAVING_PLACE_MAX_LENGTH = 80;

/** How a craving ended: it passed, or it ended in a cigarette (a slip, C9). */
export const CRAVING_OUTCOMES = ['passed', 'smoked'] as const;
export type CravingOutcome = (typeof CRAVING_OUTCOMES)[number];

/** What helped: the ride-out's own parts first, then what people do besides. */
export const CRAVING_HELPS = [
  'breathing',
  'reasons',
  'seminar',
  'water',
  'walk',
  'talk',
  'distraction',
  'waiting',
] as const;
export type CravingHelp = (typeof CRAVING_HELPS)[number];

/** The ride-out lasts 3–5 minutes (P7); most cravings ebb within that time. */
export const RIDE_OUT_MIN_SECONDS = 180;
export const RIDE_OUT_MAX_SECONDS = 300;

/** One breath of the pacer: in 4 s, hold 2 s, out 6 s (slow breathing, six per minute at most). */
export const BREATH_PHASES = [
  { phase: 'in', seconds: 4 },
  { phase: 'hold', seconds: 2 },
  { phase: 'out', seconds: 6 },
] as const;
export const BREATH_SECONDS = BREATH_PHASES.reduce((sum, p) => sum + p.seconds, 0);

/**
 * The ride-out's length for a strength: 3 minutes for a mild craving, up to 5 for the strongest,
 * rounded to whole breaths so the pacer ends on an out-breath.
 */
export function rideOutSeconds(strength: number): number {
  const clamped = Math.min(Math.max(strength, 0), CRAVING_STRENGTH_MAX);
  const raw =
    RIDE_OUT_MIN_SECONDS +
    ((RIDE_OUT_MAX_SECONDS - RIDE_OUT_MIN_SECONDS) * clamped) / CRAVING_STRENGTH_MAX;
  return Math.min(Math.round(raw / BREATH_SECONDS) * BREATH_SECONDS, RIDE_OUT_MAX_SECONDS);
}

/** The pacer's phase at a second of the ride-out. */
export function breathPhaseAt(elapsedSeconds: number): (typeof BREATH_PHASES)[number]['phase'] {
  let t = ((Math.floor(elapsedSeconds) % BREATH_SECONDS) + BREATH_SECONDS) % BREATH_SECONDS;
  for (const { phase, seconds } of BREATH_PHASES) {
    if (t < seconds) return phase;
    t -= seconds;
  }
  return 'out';
}

export function isValidCravingStrength(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= CRAVING_STRENGTH_MAX;
}

/** Places count Unicode code points like the diary's notes; blank is allowed (no place). */
export function isValidCravingPlace(place: string): boolean {
  return [...place.trim()].length <= CRAVING_PLACE_MAX_LENGTH;
}

export function isCravingHelp(value: string): value is CravingHelp {
  return (CRAVING_HELPS as readonly string[]).includes(value);
}

/** Cravings per hour of the day (0–23) in the participant's time zone. */
export function cravingsByHour(loggedAt: readonly Date[], timeZone: string): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const instant of loggedAt) {
    const { hour } = zonedDateTime(instant, timeZone);
    hours[hour] = (hours[hour] ?? 0) + 1;
  }
  return hours;
}

/** How many cravings were logged on a calendar day in the time zone. */
export function cravingsOnDay(loggedAt: readonly Date[], day: IsoDate, timeZone: string): number {
  return loggedAt.filter((instant) => zonedDateTime(instant, timeZone).date === day).length;
}

/** P8: the Fagerström score from which dependence counts as high (6–7 high, 8–10 very high). */
export const HIGH_DEPENDENCE_SCORE = 6;
/** P8: "many cravings": this many logged on one calendar day. */
export const MANY_CRAVINGS_PER_DAY = 10;

export type DependenceHelpReason = 'fagerstrom' | 'cravings';

/** P8: why the dependence card shows, or null when it does not. */
export function dependenceHelpReason(
  fagerstromScore: number | null,
  cravingsToday: number,
): DependenceHelpReason | null {
  if (fagerstromScore !== null && fagerstromScore >= HIGH_DEPENDENCE_SCORE) return 'fagerstrom';
  if (cravingsToday >= MANY_CRAVINGS_PER_DAY) return 'cravings';
  return null;
}

/** P8: the national quitlines by default (configuration may replace a number). */
export const QUITLINE_COUNTRIES = ['DE', 'GB'] as const;
export type QuitlineCountry = (typeof QUITLINE_COUNTRIES)[number];
export const DEFAULT_QUITLINES: Readonly<Record<QuitlineCountry, string>> = {
  // BIÖG (formerly BZgA) Rauchfrei-Telefon, free of charge: https://www.rauchfrei-info.de
  DE: '0800 8 31 31 31',
  // NHS Smokefree National Helpline: https://www.nhs.uk/better-health/quit-smoking/
  GB: '0300 123 1044',
};

/** The quitline's country for a profile country (code or name); Germany, the default, otherwise. */
export function quitlineCountry(country: string | null | undefined): QuitlineCountry {
  return countryCode(country) === 'GB' ? 'GB' : 'DE';
}
