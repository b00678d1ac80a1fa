import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@quit/contracts/money';
import { isOpenCourseState } from '@quit/domain/course-state';
import { useTranslation } from '@/lib/use-translation';
import { useFormatters } from '@/lib/format';
import '@/components/form-styles';

/**
 * What deleting the account would give back (C6): the open course's confirmed and pending
 * donations, unless a payout is under way or done (that course is settled by the payout).
 */
export function refundOnDeletion(balance: Balance): { cents: number; count: number } | null {
  // A course no longer open: deleting the account moves no money.
  if (!isOpenCourseState(balance.courseState)) return null;
  if (balance.payingOutCents > 0 || balance.paidOutCents > 0) return null;
  const refunded = balance.donations.filter(
    (donation) => donation.status === 'available' || donation.status === 'pending',
  );
  if (refunded.length === 0) return null;
  return {
    // Everything each donor paid goes back, the fee they covered included (M8).
    cents: refunded.reduce((sum, donation) => sum + donation.chargedCents, 0),
    count: refunded.length,
  };
}

/** The danger zone's money part, above the deletion form. */
export function DeletionConsequences({ balance }: { balance?: Balance }) {
  const { t } = useTranslation('course');
  const format = useFormatters(balance?.currency ?? 'EUR');
  const refund = balance ? refundOnDeletion(balance) : null;
  const payoutUnderWay = balance !== undefined && balance.payingOutCents > 0;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="deletion-money-title">
      <Stack gap="sm" maw={560}>
        <Title order={2} size="h3" id="deletion-money-title">
          {t('deletion.title')}
        </Title>
        {refund !== null && (
          <Text fw={600} data-testid="deletion-refund">
            {t('deletion.refund', { amount: format.money(refund.cents), count: refund.count })}
          </Text>
        )}
        <List spacing="xs">
          <List.Item>{t('deletion.course')}</List.Item>
          {payoutUnderWay && <List.Item>{t('deletion.payout')}</List.Item>}
          <List.Item>{t('deletion.bookkeeping')}</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
