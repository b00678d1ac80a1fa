import { Stack, Text, Title } from '@mantine/core';
import type { ParticipantBonusPot } from '@quit/contracts/follow-up';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format';

/**
 * C8: the participant's stay-quit bonus pot (named supporters by name only, A4). `lastDay` is
 * the 3-month test window's last day (ISO date), the last day gifts are taken.
 */
export function BonusPotSummary({ pot, lastDay }: { pot: ParticipantBonusPot; lastDay: string }) {
  const { t } = useTranslation('follow_up');
  const format = useFormatters(pot.currency);
  return (
    <Stack component="section" aria-labelledby="bonus-pot-title" gap="xs">
      <Title order={3} size="h4" id="bonus-pot-title">
        {t('bonus.title')}
      </Title>
      {pot.supporters > 0 ? (
        <Text fw={700} data-testid="bonus-pot-raised">
          {t('bonus.raised', { amount: format.money(pot.raisedCents), count: pot.supporters })}
        </Text>
      ) : (
        pot.state === 'open' && <Text>{t('bonus.none')}</Text>
      )}
      {pot.names.length > 0 && (
        <Text size="sm">{t('bonus.names', { names: pot.names.join(', ') })}</Text>
      )}
      <Text size="sm" data-testid="bonus-pot-state">
        {t(`bonus.states.${pot.state}`, { date: formatDate(lastDay, format.language) })}
      </Text>
    </Stack>
  );
}
