import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatDateTime, useFormatters, useLanguage } from '@/lib/format';
import { useOverview } from '../api/admin-api';

/** Date and time as operators read them, in the UI language's one date format (P6). */
export function useDateTime(): (iso: string) => string {
  const language = useLanguage();
  return useMemo(() => (iso: string) => formatDateTime(iso, language), [language]);
}

/** Amounts in the installation's currency. */
export function useMoney(): (cents: number) => string {
  const { data } = useOverview();
  return useFormatters(data?.currency ?? 'EUR').money;
}

type Group = 'moves' | 'accounts' | 'statuses';

/** A ledger movement, account or status in words; an unknown value shows as it is. */
export function useLabel(): (group: Group, value: string) => string {
  const { t } = useTranslation('admin');
  return (group, value) =>
    t(`${group}.${value}` as 'moves.refund_requested', { defaultValue: value });
}
