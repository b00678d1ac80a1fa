import { DEFAULT_LANGUAGE, type Language } from '@quit/domain/constants';
import { formatDate, formatMoney } from '@quit/domain/format';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { localToday } from '@/lib/dates';
import { isLanguage } from '@/lib/i18n';

/** The UI language; components using it render again when the switcher changes it. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The currency's symbol in a language ('€' for EUR), for labels such as "Amount in €". */
export function currencySymbol(language: Language, currency: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export type Formatters = {
  language: Language;
  /** '140,00 €' in German, '€140.00' in English (M2). */
  money: (cents: number) => string;
  /** A server timestamp as the calendar date on this device, in the UI language's format (P6). */
  date: (timestamp: string) => string;
};

/** Amounts of one currency and dates, in the UI language. */
export function useFormatters(currency: string): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      money: (cents) => formatMoney(cents, language, currency),
      date: (timestamp) => formatDate(localToday(new Date(timestamp)), language),
    }),
    [language, currency],
  );
}

const TIME_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

/**
 * A server timestamp as date and time on this device: the date in the one format of the UI
 * language (P6: '26.12.2026' / '12.26.2026'), then the time ('14:30' / '2:30 PM').
 */
export function formatDateTime(timestamp: string | Date, language: Language): string {
  const instant = new Date(timestamp);
  const time = new Intl.DateTimeFormat(TIME_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
  return `${formatDate(localToday(instant), language)}, ${time}`;
}
