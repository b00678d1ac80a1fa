import { Stack, Table, Text } from '@mantine/core';
import type { FeeTier } from '@quit/domain/fees';
import { donationBreakdown, feePercentFor } from '@quit/domain/fees';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';
import '@/components/money-styles';

type FeeBreakdownProps = {
  amountCents: number;
  coverFee: boolean;
  feeTiers: readonly FeeTier[];
  format: Formatters;
};

/** How a donation divides (M4, M6), computed with the same rule and tiers as the API. */
export function FeeBreakdown({ amountCents, coverFee, feeTiers, format }: FeeBreakdownProps) {
  const { t } = useTranslation('donations');
  const breakdown = donationBreakdown({ amountCents, coverFee }, feeTiers);
  const rows = [
    { key: 'amount', label: t('breakdown.amount'), cents: breakdown.amountCents },
    { key: 'fee', label: t('breakdown.fee'), cents: breakdown.feeCents },
    { key: 'share', label: t('breakdown.share'), cents: breakdown.shareCents },
    { key: 'charged', label: t('breakdown.charged'), cents: breakdown.chargedCents },
  ] as const;
  return (
    <Stack gap="xs">
      <Table captionSide="top" variant="vertical" layout="fixed" withTableBorder>
        <Table.Caption>{t('breakdown.title')}</Table.Caption>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} data-testid={`breakdown-${row.key}`}>
              <Table.Th scope="row" w="60%">
                {row.label}
              </Table.Th>
              <Table.Td
                ta="end"
                fw={row.key === 'charged' ? 700 : undefined}
                data-testid={`breakdown-${row.key}-value`}
              >
                {format.money(row.cents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {t(coverFee ? 'breakdown.note_covered' : 'breakdown.note', {
          percent: feePercentFor(amountCents, feeTiers),
        })}
      </Text>
    </Stack>
  );
}
