// M2, P6: how amounts and dates read in each UI language, and which language a request gets.
import { DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import type { Language } from './constants';
import { calendarDate } from './dates';
import type { IsoDate } from './dates';

// en-IE writes euros as '€140.00', which is what English users of a euro product expect.
const NUMBER_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-IE' };
// Building a NumberFormat costs far more than using one, and lists format many amounts.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: Language, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in minor units ("cents") of the currency, e.g. '140,00 €' (de) or '€140.00' (en).
 * The minor unit follows the currency, so 140 JPY stays 140 and is not divided by 100.
 */
export function formatMoney(
  cents: number,
  language: Language,
  currency: string = DEFAULT_CURRENCY,
): string {
  const format = moneyFormat(language, currency);
  const minorDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** minorDigits);
}

/** P6: 'dd.MM.yyyy' in German, 'MM.dd.yyyy' in English, built from the parts so it is exact. */
export function formatDate(date: IsoDate, language: Language): string {
  const { year, month, day } = calendarDate(date);
  const [yyyy, mm, dd] = [
    String(year).padStart(4, '0'),
    String(month).padStart(2, '0'),
    String(day).padStart(2, '0'),
  ];
  return language === 'de' ? `${dd}.${mm}.${yyyy}` : `${mm}.${dd}.${yyyy}`;
}

/** The product's language of a locale tag ('de' for de, de-AT, de_CH, DE-de, …), else the default. */
export function languageFromLocale(tag: string): Language {
  const primary = primarySubtag(tag);
  return LANGUAGES.find((language) => language === primary) ?? DEFAULT_LANGUAGE;
}

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** Locale tags of an Accept-Language header, most preferred first; '*' and q=0 are dropped. */
export function parseAcceptLanguage(header: string): string[] {
  const entries = header.split(',').flatMap((entry, position) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    const qParam = params.find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (tag === '' || tag === '*' || !(q > 0 && q <= 1)) return [];
    return [{ tag, q, position }];
  });
  return entries.sort((a, b) => b.q - a.q || a.position - b.position).map((entry) => entry.tag);
}

const isSupported = (tag: string) => (LANGUAGES as readonly string[]).includes(primarySubtag(tag));

/**
 * The language for a request: the user's setting, else the X-Language header, else the most
 * preferred Accept-Language entry that the product speaks, else English.
 */
export function pickLanguage({
  userSetting,
  xLanguage,
  acceptLanguage,
}: {
  userSetting?: string | null;
  xLanguage?: string | null;
  acceptLanguage?: string | null;
}): Language {
  for (const explicit of [userSetting, xLanguage]) {
    if (explicit != null && explicit.trim() !== '') return languageFromLocale(explicit);
  }
  const preferred = parseAcceptLanguage(acceptLanguage ?? '').find(isSupported);
  return preferred === undefined ? DEFAULT_LANGUAGE : languageFromLocale(preferred);
}
