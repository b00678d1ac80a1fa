import { Table } from '@mantine/core';
import type { Balance } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';

const PARTS = ['pending', 'available', 'paid_out', 'refunding', 'refunded'] as const;

/** How the donations add up: what donors gave = the fee + your share, by where the money is. */
export function SplitTable({ split, format }: { split: Balance['split']; format: Formatters }) {
  const { t } = useTranslation('billing');
  const row = (key: (typeof PARTS)[number] | 'total') => (
    <Table.Tr key={key} data-testid={`split-${key}`}>
      <Table.Th scope="row" fw={key === 'total' ? 700 : 500}>
        {t(`split.${key}`)}
      </Table.Th>
      <Table.Td data-testid={`split-${key}-given`}>{format.money(split[key].givenCents)}</Table.Td>
      <Table.Td data-testid={`split-${key}-fee`}>{format.money(split[key].feeCents)}</Table.Td>
      <Table.Td data-testid={`split-${key}-share`}>{format.money(split[key].shareCents)}</Table.Td>
    </Table.Tr>
  );
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table captionSide="top" data-testid="billing-split">
        <Table.Caption ta="start">{t('split.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('split.where')}</Table.Th>
            <Table.Th scope="col">{t('split.given')}</Table.Th>
            <Table.Th scope="col">{t('split.fee')}</Table.Th>
            <Table.Th scope="col">{t('split.share')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{PARTS.map(row)}</Table.Tbody>
        <Table.Tfoot>{row('total')}</Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
