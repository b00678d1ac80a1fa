// Business constants from shared/spec/decisions.md. Values marked "configurable" there are
// defaults: the API reads overrides from its configuration and passes them into the rules.

export const COURSE_LENGTH_DAYS = 28;
/** C4: days after day 28 in which a valid nicotine test must be recorded. */
export const REFUND_WINDOW_DAYS = 28;
/** M3 (configurable). */
/** Spec section 9: the offline document cache, default 40 MiB, at least 1 MiB (MiB). */
export const OFFLINE_CACHE_DEFAULT_MIB = 40;
export const OFFLINE_CACHE_MIN_MIB = 1;

export const MIN_BALANCE_CENTS = 14_000;
/** A2: the stricter of the spec's two readings. */
export const MIN_AGE_YEARS = 13;
export const MIN_PASSWORD_LENGTH = 6;
/** P2: the diary for day n opens at this hour on day n. */
export const DIARY_DUE_HOUR = 18;
/** C4: the nicotine test may be taken from this course day on. */
export const TEST_MIN_DAY = 28;
/** C5: fewer smoke-free diary days than this turn a partial outcome into a failed one. */
export const PARTIAL_PAYOUT_MIN_DAYS = 7;
export const TEST_WAIT_MINUTES = 5;
/**
 * T3: a confident failed or partial reading moves no money for this many hours (on the
 * product's clock); within them the participant may dispute it and an operator decides.
 */
export const RESULT_DISPUTE_HOURS = 48;
/** How far ahead a start date may be chosen (configurable): donors' money is not locked for long. */
export const START_DATE_MAX_DAYS_AHEAD = 56;
/** M5 (configurable). */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 1_000_000;
export const DONATION_PRESETS_CENTS = [1_000, 2_500, 5_000, 10_000] as const;
/** M1 (configurable). */
export const DEFAULT_CURRENCY = 'EUR';
/** C1: used when a profile has no time zone. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Version of the health-data consent text (Art. 9 GDPR) shown before the first diary entry or
 * questionnaire answer. Raising it asks everyone again; the text is in the web app's locales.
 */
export const HEALTH_CONSENT_VERSION = 1;
