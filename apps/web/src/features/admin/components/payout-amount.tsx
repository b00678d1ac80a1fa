import { Badge, Group } from '@mantine/core';
import type { DonationPot } from '@quit/domain/follow-up';
import { useTranslation } from '@/lib/use-translation';
import { useMoney } from '../lib/format';

/** A payout's amount, marked when it is a stay-quit bonus pot's (C8, record 0101). */
export function PayoutAmount({ payout }: { payout: { amountCents: number; pot: DonationPot } }) {
  const { t } = useTranslation('admin');
  const money = useMoney();
  return (
    <Group gap={4} wrap="nowrap">
      {money(payout.amountCents)}
      {payout.pot === 'stay_quit' && (
        <Badge variant="light" data-testid="payout-pot-bonus">
          {t('money.pot_stay_quit')}
        </Badge>
      )}
    </Group>
  );
}
