import { useTranslation } from 'react-i18next';

/** Date and time of a message in the UI language. */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
