import { Stack, Text, Title } from '@mantine/core';
import type { ProgrammeDay } from '@quit/contracts/programme';
import { useTranslation } from '@/lib/use-translation';
import { DiaryPanel } from './diary-panel';
import { TodoList } from './todo-list';

/**
 * Below the daily overview on the dashboard: today's to-dos by seminar (Task panel) and the
 * diary. Its own chunk, loaded once the first screen was painted (record 0106).
 */
export function DailyTasks({
  today,
  timeZone,
  loadedAt,
}: {
  today: ProgrammeDay | undefined;
  timeZone: string;
  /** When today's programme was read (the to-dos' ticks compare with it). */
  loadedAt: number;
}) {
  const { t } = useTranslation('programme');
  return (
    <>
      {today && (
        <Stack component="section" aria-labelledby="tasks-title" gap="xs">
          <Title order={3} id="tasks-title">
            {t('overview.tasks_title')}
          </Title>
          <Text size="sm">{t('overview.tasks_intro')}</Text>
          {today.seminars.map((seminar) => (
            <Stack key={seminar.id} gap={4} data-testid="task-group">
              <Text fw={600} size="sm">
                {seminar.title}
              </Text>
              <TodoList
                seminarId={seminar.id}
                title={seminar.title}
                todos={seminar.todos}
                loadedAt={loadedAt}
              />
            </Stack>
          ))}
        </Stack>
      )}
      <DiaryPanel timeZone={timeZone} />
    </>
  );
}
