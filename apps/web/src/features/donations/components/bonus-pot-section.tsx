import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicBonusPot } from '@quit/contracts/follow-up';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';

/**
 * C8 (record 0083), after a pass: the stay-quit bonus pot of the 3-month follow-up test, its
 * total (no names), and, once it takes no more gifts, why and what happens to them.
 */
export function BonusPotSection({
  pot,
  name,
  format,
}: {
  pot: PublicBonusPot;
  name: string;
  format: Formatters;
}) {
  const { t } = useTranslation('donations');
  const day = (iso: string) => formatDate(iso, format.language);
  return (
    <Stack component="section" aria-labelledby="bonus-pot-title" gap="sm" data-testid="bonus-pot">
      <Title order={2} id="bonus-pot-title">
        {t('bonus_pot.title')}
      </Title>
      <Text>{t('bonus_pot.intro', { name })}</Text>
      <Text>{t('bonus_pot.due', { from: day(pot.opensOn), to: day(pot.closesOn) })}</Text>
      <Paper withBorder p="lg">
        <Text fw={700} size="lg" data-testid="bonus-pot-total">
          {pot.supporterCount > 0
            ? t('bonus_pot.raised', {
                amount: format.money(pot.raisedCents),
                name,
                count: pot.supporterCount,
              })
            : t('bonus_pot.none')}
        </Text>
      </Paper>
      {pot.state === 'open' ? (
        pot.open && (
          <Text size="sm">{t('bonus_pot.states.open', { date: day(pot.closesOn), name })}</Text>
        )
      ) : (
        <Alert
          color={pot.state === 'paid_out' ? 'pot' : 'gray'}
          variant="light"
          data-testid="bonus-pot-closed"
        >
          <Text fw={700}>{t(`bonus_pot.states.${pot.state}_title`)}</Text>
          <Text>{t(`bonus_pot.states.${pot.state}`, { name })}</Text>
        </Alert>
      )}
    </Stack>
  );
}
