import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { AfterFirstScreen } from '@/components/first-screen';
import { useCurrentDay } from '../api/get-current-day';
import { DiaryPanel } from './diary-panel';
import { ProgrammeError } from './programme-error';
import { SeminarItem, SeminarList } from './seminar-item';
import { TodoList } from './todo-list';

/**
 * The participant dashboard's programme while the course runs: today's seminars (Daily
 * Overview), their to-dos (Task panel) and the diary. The Health label follows with the progress
 * (record 0086).
 */
export function DailyOverview({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('programme');
  const { data: today, error, dataUpdatedAt } = useCurrentDay();
  return (
    <Stack gap="lg">
      <Stack component="section" aria-labelledby="overview-title" gap="xs">
        <Title order={3} id="overview-title">
          {t('overview.title')}
        </Title>
        {error && <ProgrammeError error={error} />}
        {today && (
          <SeminarList label={t('overview.seminars_title')}>
            {today.seminars.map((seminar) => (
              <SeminarItem key={seminar.id} seminar={seminar} day={today.day} />
            ))}
          </SeminarList>
        )}
        <Group gap="md">
          <Anchor component={Link} to={pageRoutes.participantResources}>
            {t('overview.all_seminars')}
          </Anchor>
          <Anchor component={Link} to={pageRoutes.participantCalendar}>
            {t('overview.calendar_link')}
          </Anchor>
        </Group>
      </Stack>
      <AfterFirstScreen>
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
                  loadedAt={dataUpdatedAt}
                />
              </Stack>
            ))}
          </Stack>
        )}
        <DiaryPanel timeZone={timeZone} />
      </AfterFirstScreen>
    </Stack>
  );
}
