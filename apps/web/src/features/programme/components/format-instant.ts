import type { Language } from '@quit/domain/constants';
import { dateInTimeZone } from '@quit/domain/dates';
import { formatDate } from '@quit/domain/format';

const TIME_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/**
 * One formatter per language and time zone: making one costs far more than using it (tens of
 * milliseconds on a slow phone, and the dashboard shows a time for every seminar and to-do).
 */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(TIME_LOCALES[language], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format;
}

/** An instant as the participant's wall-clock time: '18:00' in German, '6:00 PM' in English. */
export function formatTime(instant: string | Date, language: Language, timeZone: string): string {
  return timeFormat(language, timeZone).format(new Date(instant));
}

/** An instant's calendar date in the participant's time zone, in the UI format (P6). */
export function formatDay(instant: string | Date, language: Language, timeZone: string): string {
  return formatDate(dateInTimeZone(new Date(instant), timeZone), language);
}

/**
 * The last minute before an exclusive end: a diary that closes at midnight is open "until
 * 23:59" of the day before, which is how people read it.
 */
export function lastMinuteBefore(end: string): Date {
  return new Date(new Date(end).getTime() - 60_000);
}
