import { Group, Stack, Text } from '@mantine/core';
import type { ProgrammeCounts as Counts } from '@quit/contracts/programme';
import type { CourseState } from '@quit/domain/course-state';
import { useTranslation } from '@/lib/use-translation';

// Before the course starts there is nothing to count.
const NOT_STARTED: readonly CourseState[] = ['funding', 'scheduled'];

/** A4: how the participant keeps up with the programme, as numbers only — never contents. */
export function ProgrammeCounts({ counts, state }: { counts: Counts; state: CourseState }) {
  const { t } = useTranslation('donations');
  const nothingYet = counts.seminarsWatched === 0 && counts.diaryDaysKept === 0;
  if (NOT_STARTED.includes(state) || (state === 'cancelled' && nothingYet)) return null;
  const items = [
    { key: 'seminars', label: t('programme_counts.seminars'), value: counts.seminarsWatched },
    { key: 'diary', label: t('programme_counts.diary'), value: counts.diaryDaysKept },
    { key: 'badges', label: t('programme_counts.badges'), value: counts.badgesEarned },
  ];
  return (
    <Group gap="xl" component="dl" m={0} data-testid="programme-counts">
      {items.map((item) => (
        <Stack key={item.key} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg" data-testid={`count-${item.key}`}>
            {item.value}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}
