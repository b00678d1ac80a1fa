import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ParticipantBonusPot } from '@quit/contracts/follow-up';
import { pageRoutes } from '@quit/contracts/routes';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useFormatters } from '@/lib/format';

/**
 * C8: the participant's stay-quit bonus pot (named supporters by name only, A4). `lastDay` is
 * the 3-month test window's last day (ISO date), the last day gifts are taken. A payout that
 * failed (record 0101) says what brings it back: a bank account saved in Billing.
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
      {pot.payoutFailed ? (
        <Alert
          color="red"
          variant="light"
          title={t('bonus.payout_failed.title')}
          data-testid="bonus-pot-payout-failed"
        >
          <Stack gap="xs" align="start">
            <Text size="sm">{t('bonus.payout_failed.text')}</Text>
            <Anchor component={Link} to={pageRoutes.participantBilling} size="sm">
              {t('bonus.payout_failed.link')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" data-testid="bonus-pot-state">
          {t(`bonus.states.${pot.state}`, { date: formatDate(lastDay, format.language) })}
        </Text>
      )}
    </Stack>
  );
}
