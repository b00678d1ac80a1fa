import type { Language } from '@quit/domain/constants';
import { dateInTimeZone } from '@quit/domain/dates';
import { formatDate } from '@quit/domain/format';

const TIME_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/** An instant as the participant's wall-clock time: '18:00' in German, '6:00 PM' in English. */
export function formatTime(instant: string | Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(TIME_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
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
