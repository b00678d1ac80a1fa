import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { SeminarSlot } from '@quit/contracts/programme';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { seminarPath } from './seminar-path';
import { WatchedBadge } from './watched-badge';

type SeminarItemProps = {
  seminar: { id: string; slot: SeminarSlot; title: string; watched: boolean };
  day: number;
  /** Show the day too (lists that mix days). */
  withDay?: boolean;
};

/** One seminar in a list: its slot, title (a link to the player) and whether it is watched. */
export function SeminarItem({ seminar, day, withDay = false }: SeminarItemProps) {
  const { t } = useTranslation('programme');
  return (
    <Paper component="li" withBorder p="sm" data-testid="seminar-item" data-seminar={seminar.id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {withDay && `${t('day_label', { day })} · `}
            {t(`slot.${seminar.slot}`)}
          </Text>
          <Anchor
            component={Link}
            to={seminarPath(day, seminar.id)}
            fw={600}
            aria-label={t('watch', { title: seminar.title })}
          >
            {seminar.title}
          </Anchor>
        </Stack>
        <WatchedBadge watched={seminar.watched} />
      </Group>
    </Paper>
  );
}

/** A list of seminar items without bullets. */
export function SeminarList({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
