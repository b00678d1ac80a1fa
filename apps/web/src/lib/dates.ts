import type { Language } from '@quit/domain/constants';
import { isIsoDate, toIsoDate, type IsoDate } from '@quit/domain/dates';

/** Today's calendar date on this device, as the person at the keyboard sees it. */
export function localToday(now: Date = new Date()): IsoDate {
  return toIsoDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
}

const LOCAL_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

/**
 * A date typed the way `formatDate` writes it (P6): '31.01.2000' in German, '01.31.2000' in
 * English; an ISO date is accepted in both. Anything else, or a day that does not exist, is null.
 */
export function parseLocalDate(text: string, language: Language): IsoDate | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const match = LOCAL_DATE.exec(value);
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = language === 'de' ? [first, second] : [second, first];
  const iso = toIsoDate({ year, month, day });
  return isIsoDate(iso) ? iso : null;
}
