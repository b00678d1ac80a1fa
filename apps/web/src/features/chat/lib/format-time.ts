import { formatDateTime, useLanguage } from '@/lib/format';

/** Date and time of a message in the UI language, dates in its one format (P6). */
export function useDateTimeFormat() {
  const language = useLanguage();
  return (iso: string) => formatDateTime(iso, language);
}
