import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';
import { useKeptGifts } from '../api/get-kept-gifts';

/**
 * C7 (record 0081): after a failed or cancelled course, "€X kept for your next attempt by N
 * supporters" (named ones by name, anonymous ones only counted, A4) and who has not chosen yet.
 */
export function KeptGiftsCard({ format }: { format: Formatters }) {
  const { t } = useTranslation('course');
  const { data } = useKeptGifts();
  if (!data || (data.supporters === 0 && data.undecided === 0)) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kept-gifts-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="kept-gifts-title">
          {t('kept_gifts.title')}
        </Title>
        <Text fw={700} data-testid="kept-gifts-amount">
          {t('kept_gifts.amount', { amount: format.money(data.keptCents), count: data.supporters })}
        </Text>
        {data.names.length > 0 && (
          <Text size="sm" data-testid="kept-gifts-names">
            {t('kept_gifts.names', { names: data.names.join(', ') })}
          </Text>
        )}
        {data.undecided > 0 && data.decideBy && (
          <Text size="sm" data-testid="kept-gifts-undecided">
            {t('kept_gifts.undecided', { count: data.undecided, date: format.date(data.decideBy) })}
          </Text>
        )}
        {data.supporters > 0 && data.keepUntil && (
          <Text size="sm">{t('kept_gifts.keep_until', { date: format.date(data.keepUntil) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
