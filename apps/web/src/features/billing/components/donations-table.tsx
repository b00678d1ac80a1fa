import { Badge, Table, Text } from '@mantine/core';
import type { ParticipantDonation } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';
import '@/components/money-styles';

const STATUS_COLOR: Record<ParticipantDonation['status'], string> = {
  pending: 'gray',
  available: 'pot',
  refunding: 'grape',
  refunded: 'blue',
  paid_out: 'pot',
};

/** After a partial payout a donation's share went partly to the participant, partly back. */
const partly = (donation: ParticipantDonation) =>
  donation.status === 'paid_out' && donation.returnedShareCents > 0;

/** The participant's donations: who (or "Anonymous"), how much, their share, state and date. */
export function DonationsTable({
  donations,
  format,
}: {
  donations: ParticipantDonation[];
  format: Formatters;
}) {
  const { t } = useTranslation('billing');
  if (donations.length === 0) return <Text>{t('donations.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table captionSide="top" data-testid="billing-donations">
        <Table.Caption ta="start">{t('donations.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('donations.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('donations.columns.amount')}</Table.Th>
            <Table.Th scope="col">{t('donations.columns.share')}</Table.Th>
            <Table.Th scope="col">{t('donations.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('donations.columns.date')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation.id} data-testid="billing-donation">
              <Table.Td>
                <Text fw={600} size="sm">
                  {donation.name ?? t('donations.anonymous')}
                </Text>
                {donation.message !== null && (
                  <Text size="sm" c="dimmed">
                    {donation.message}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{format.money(donation.amountCents)}</Table.Td>
              <Table.Td>{format.money(donation.shareCents)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[donation.status]} variant="light" tt="none">
                  {partly(donation)
                    ? t('donations.partly_paid_out')
                    : t(`donations.status.${donation.status}`)}
                </Badge>
                {partly(donation) && (
                  <Text size="sm" c="dimmed">
                    {t('donations.parts', {
                      paid: format.money(donation.paidOutShareCents),
                      returned: format.money(donation.returnedShareCents),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{format.date(donation.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
