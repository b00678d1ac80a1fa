import { useMemo } from 'react';
import { useFormatters, useLanguage } from '@/lib/format';
import { useOverview } from '../api/admin-api';

/** Date and time as operators read them, in the UI language. */
export function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
}

/** Amounts in the installation's currency. */
export function useMoney(): (cents: number) => string {
  const { data } = useOverview();
  return useFormatters(data?.currency ?? 'EUR').money;
}
