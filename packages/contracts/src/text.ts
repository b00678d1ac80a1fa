// Free text and identifiers as every request schema takes them (issue 14, item 5).
import { z } from 'zod';
import { parseIsoDate } from '@quit/domain/dates';

/**
 * Control characters (C0, DEL, C1) and lone surrogates: never part of a name, a message or an
 * id. PostgreSQL refuses NUL outright and the others corrupt logs, mails and exports.
 */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same, except line feed, carriage return and tab: allowed where text has several lines. */
const CONTROL_EXCEPT_LINES = /(?![\n\r\t])[\p{Cc}\p{Cs}]/u;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
}

/**
 * A free-text field: trimmed, length-checked, without control characters. Every request schema
 * takes its text through here, so no field can carry a NUL or an escape sequence.
 */
export function textSchema(options: { min?: number; max: number; multiline?: boolean }) {
  const { min = 0, max, multiline = false } = options;
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !hasControlCharacters(value, { multiline }), {
      message: 'control characters are not allowed',
    });
}

/** Like `textSchema`, but an empty field becomes null (and null is accepted). */
export function optionalTextSchema(options: { max: number; multiline?: boolean }) {
  return textSchema(options)
    .transform((value) => (value === '' ? null : value))
    .nullable();
}

/**
 * Text taken as typed (no trimming), for secrets and tokens: only the length and the absence
 * of control characters are checked.
 */
export function rawTextSchema(options: { min?: number; max: number }) {
  return z
    .string()
    .min(options.min ?? 0)
    .max(options.max)
    .refine((value) => !hasControlCharacters(value), {
      message: 'control characters are not allowed',
    });
}

/** An id that travels in a path or a body: letters, digits, `_` and `-` only. */
export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'an id');

/** A header value such as an idempotency key: visible ASCII only. */
export function tokenSchema(options: { min: number; max: number }) {
  return z
    .string()
    .min(options.min)
    .max(options.max)
    .regex(/^[\x21-\x7e]*$/, 'visible ASCII characters only');
}

const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '2100-12-31';

function isoDateBetween(earliest: () => string, latest: () => string) {
  return z.string().refine(
    (value) => {
      // ISO dates of four-digit years compare as strings.
      if (parseIsoDate(value) === null) return false;
      return value >= earliest() && value <= latest();
    },
    { message: 'a calendar date YYYY-MM-DD in range' },
  );
}

/** A calendar date YYYY-MM-DD between 1900 and 2100: every date a person can mean here. */
export const isoDateSchema = isoDateBetween(
  () => EARLIEST_DATE,
  () => LATEST_DATE,
);

/**
 * A birth date: from 1900 up to today. "Today" is taken a day ahead of UTC so nobody east of
 * Greenwich is refused their own date; the minimum age is the API's check (TOO_YOUNG).
 */
export const birthDateSchema = isoDateBetween(
  () => EARLIEST_DATE,
  () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
);
