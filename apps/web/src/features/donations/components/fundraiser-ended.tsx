import { Alert } from '@mantine/core';
import type { PublicParticipant } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';

/** States in which the fundraiser takes no gifts, each with its own words. */
const ENDINGS = [
  'awaiting_test',
  'passed',
  'partial',
  'paid_out',
  'failed',
  'refunded',
  'cancelled',
] as const;
type Ending = (typeof ENDINGS)[number];
const isEnding = (state: string): state is Ending => (ENDINGS as readonly string[]).includes(state);

/**
 * Instead of inviting gifts: how the course ended, and (when it did not pass) that every donor
 * gets their money back.
 */
export function FundraiserEnded({
  fundraiser,
  format,
}: {
  fundraiser: PublicParticipant;
  format: Formatters;
}) {
  const { t } = useTranslation('donations');
  const state = fundraiser.courseState;
  const name = fundraiser.displayName;
  const ending: Ending | 'closed' = isEnding(state) ? state : 'closed';
  const refunds = ending === 'cancelled' || ending === 'failed' || ending === 'refunded';
  return (
    <Alert
      color={refunds ? 'gray' : 'pot'}
      variant="light"
      title={t(`ended.${ending}_title`, { name })}
      data-testid="fundraiser-ended"
    >
      {t(`ended.${ending}_text`, { name })}
      {refunds && fundraiser.refundedCents > 0 && (
        <> {t('ended.refunded_amount', { amount: format.money(fundraiser.refundedCents) })}</>
      )}
    </Alert>
  );
}
