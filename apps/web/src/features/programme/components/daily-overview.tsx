import { Anchor, Group, Stack, Title } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import { pageRoutes } from '@quit/contracts/routes';
import { Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { AfterFirstScreen } from '@/components/first-screen';
import { PageLoader } from '@/components/page-loader';
import { useCurrentDay } from '../api/get-current-day';
import { ProgrammeError } from './programme-error';
import { SeminarItem, SeminarList } from './seminar-item';

// Below a phone's first screen: its code comes once that screen was painted (record 0106).
const DailyTasks = lazyNamed(() => import('./daily-tasks'), 'DailyTasks');

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
        <Suspense fallback={<PageLoader />}>
          <DailyTasks today={today} timeZone={timeZone} loadedAt={dataUpdatedAt} />
        </Suspense>
      </AfterFirstScreen>
    </Stack>
  );
}
