import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import { MoneyProgress } from '@/components/money-progress';
import type { Formatters } from '@/lib/format';
import { PayoutSection } from './payout-section';
import { SplitTable } from './split-table';
import '@/components/money-styles';

/** Every figure is the participant's share (the unit of the minimum and of payouts). */
const FIGURES = [
  ['available', (b: Balance) => b.availableCents],
  ['pending', (b: Balance) => b.pendingCents],
  ['paying_out', (b: Balance) => b.payingOutCents],
  ['paid_out', (b: Balance) => b.paidOutCents],
  ['refunding', (b: Balance) => b.split.refunding.shareCents],
  ['refunded', (b: Balance) => b.split.refunded.shareCents],
] as const;

type BalanceSectionProps = {
  balance: Balance;
  format: Formatters;
  /** Brings the payout-method form into view (after NO_PAYOUT_METHOD). */
  onAddPayoutMethod: () => void;
};

/** The balance by state, the way to the minimum, and the payout once the course allows it. */
export function BalanceSection({ balance, format, onAddPayoutMethod }: BalanceSectionProps) {
  const { t } = useTranslation('billing');
  const reached = balance.availableCents >= balance.minBalanceCents;
  const goal = format.money(balance.minBalanceCents);
  return (
    <Stack component="section" aria-labelledby="balance-title" gap="md">
      <Title order={2} id="balance-title">
        {t('balance.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} component="dl" m={0}>
        {FIGURES.map(([key, figure]) => (
          <Paper withBorder p="md" key={key}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`balance.${key}`)}
            </Text>
            <Text component="dd" m={0} size="xl" fw={700} data-testid={`balance-${key}`}>
              {format.money(figure(balance))}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('balance.unit_note')}
      </Text>
      <SplitTable split={balance.split} format={format} />
      {/* The way to the minimum matters only before the course starts. */}
      {(balance.courseState === 'funding' || balance.courseState === 'scheduled') && (
        <Paper withBorder p="lg">
          <Stack gap="sm">
            <MoneyProgress
              label={t('balance.progress_label')}
              raised={format.money(balance.availableCents)}
              goal={goal}
              raisedCents={balance.availableCents}
              goalCents={balance.minBalanceCents}
              testId="balance-progress"
            />
            <Text size="sm">
              {reached
                ? t('balance.minimum_reached', { goal })
                : t('balance.minimum_text', { goal })}
            </Text>
          </Stack>
        </Paper>
      )}
      <PayoutSection balance={balance} format={format} onAddPayoutMethod={onAddPayoutMethod} />
    </Stack>
  );
}
