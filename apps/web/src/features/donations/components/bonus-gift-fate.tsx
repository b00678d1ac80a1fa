import { Badge, Group, Text } from '@mantine/core';
import type { BonusPotState } from '@quit/domain/follow-up';
import { useTranslation } from '@/lib/use-translation';

/** C8: a gift to the stay-quit bonus on "where my money went": which pot, and its fate. */
export function BonusGiftFate({ state }: { state: BonusPotState | null }) {
  const { t } = useTranslation('donations');
  return (
    <Group gap="sm">
      <Badge variant="light" color="pot" tt="none" data-testid="trail-pot">
        {t('trail.bonus.pot')}
      </Badge>
      {state !== null && (
        <Text fw={700} data-testid="trail-bonus-fate">
          {t(`trail.bonus.fate.${state}`)}
        </Text>
      )}
    </Group>
  );
}
