// Calendar dates are ISO strings; arithmetic runs on whole days since 1970-01-01 in UTC, so a
// daylight-saving change can never make a day 23 or 25 hours long. Time zones are resolved with
// Intl only, so the rules run unchanged in Node and in the browser.

/** A calendar date 'YYYY-MM-DD' without a time or a zone. */
export type IsoDate = string;

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a real calendar date, or null for anything else (2026-02-30, 2026-1-5, …). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** Milliseconds since the epoch of a UTC wall-clock time; avoids Date.UTC's 1900 offset for years < 100. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** Parts of a valid ISO date; a RangeError for anything else, since callers validate input first. */
export function calendarDate(date: IsoDate): CalendarDate {
  const parts = parseIsoDate(date);
  if (parts === null) throw new RangeError(`Not an ISO calendar date: ${date}`);
  return parts;
}

function epochDay(date: IsoDate): number {
  const { year, month, day } = calendarDate(date);
  return utcMs(year, month, day) / MS_PER_DAY;
}

function fromEpochDay(days: number): IsoDate {
  const date = new Date(days * MS_PER_DAY);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`Date outside years 0000–9999: ${days}`);
  return toIsoDate({ year, month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

export function toIsoDate({ year, month, day }: CalendarDate): IsoDate {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days expected, got ${days}`);
  return fromEpochDay(epochDay(date) + days);
}

/** b − a in whole calendar days (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return epochDay(b) - epochDay(a);
}

/** P6: the week starts on Monday, so Monday is 0 and Sunday is 6. */
export function weekdayIndex(date: IsoDate): number {
  // 1970-01-01 was a Thursday, index 3.
  return (((epochDay(date) + 3) % 7) + 7) % 7;
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

export interface ZonedDateTime {
  date: IsoDate;
  hour: number;
  minute: number;
  second: number;
}

// Building a DateTimeFormat is far slower than using one, and the diary rules ask per request.
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = zoneFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    zoneFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a time zone (RangeError for an unknown zone). */
export function zonedDateTime(instant: Date, timeZone: string): ZonedDateTime {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = parts;
  return { date: toIsoDate({ year, month, day }), hour, minute, second };
}

export function dateInTimeZone(instant: Date, timeZone: string): IsoDate {
  return zonedDateTime(instant, timeZone).date;
}

export function hourInTimeZone(instant: Date, timeZone: string): number {
  return zonedDateTime(instant, timeZone).hour;
}

function wallClockMs(instantMs: number, timeZone: string): number {
  const { date, hour, minute, second } = zonedDateTime(new Date(instantMs), timeZone);
  const { year, month, day } = calendarDate(date);
  return utcMs(year, month, day, hour, minute, second);
}

function offsetMs(instantMs: number, timeZone: string): number {
  const wholeSecond = instantMs - (((instantMs % 1000) + 1000) % 1000);
  return wallClockMs(wholeSecond, timeZone) - wholeSecond;
}

/**
 * The instant at which a wall-clock time on a date happens in a time zone. A time that occurs
 * twice (clocks turned back) gives the earlier instant; a time skipped by clocks turned forward
 * is moved forward by the length of the gap, as Temporal's 'compatible' disambiguation does.
 */
export function zonedTimeToInstant(
  date: IsoDate,
  hour: number,
  timeZone: string,
  minute = 0,
): Date {
  const { year, month, day } = calendarDate(date);
  const wall = utcMs(year, month, day, hour, minute);
  // Real zones change their offset at most once in two days, so these two offsets cover it.
  const offsetBefore = offsetMs(wall - MS_PER_DAY, timeZone);
  const offsetAfter = offsetMs(wall + MS_PER_DAY, timeZone);
  const matches = [wall - offsetBefore, wall - offsetAfter]
    .filter((candidate) => wallClockMs(candidate, timeZone) === wall)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? wall - offsetBefore);
}

/** The first instant of a calendar day in a time zone (01:00 where midnight is skipped). */
export function startOfDayInstant(date: IsoDate, timeZone: string): Date {
  return zonedTimeToInstant(date, 0, timeZone);
}
