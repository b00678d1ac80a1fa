import { Blockquote, Group, Paper, Stack, Text } from '@mantine/core';
import type { PublicParticipant } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';

type GiftListProps = { gifts: PublicParticipant['gifts']; format: Formatters };

/** The fundraiser's supporters: a name or "Anonymous", the amount, the message. */
export function GiftList({ gifts, format }: GiftListProps) {
  const { t } = useTranslation('donations');
  if (gifts.length === 0) return <Text>{t('fundraiser.no_gifts')}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {gifts.map((gift, index) => (
        <Paper component="li" withBorder p="md" key={`${gift.createdAt}-${index}`}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} data-testid="gift-name">
                {gift.name ?? t('anonymous_name')}
              </Text>
              <Text fw={600} data-testid="gift-amount">
                {format.money(gift.amountCents)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {format.date(gift.createdAt)}
            </Text>
            {gift.message !== null && (
              <Blockquote p="sm" color="pot" data-testid="gift-message">
                {gift.message}
              </Blockquote>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
