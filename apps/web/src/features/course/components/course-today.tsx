import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import type { Course } from '@quit/contracts/course';
import { Suspense, type ReactNode } from 'react';
import { TEST_MIN_DAY } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { AfterFirstScreen } from '@/components/first-screen';
import { PageLoader } from '@/components/page-loader';
import { useCourseDay } from '../api/get-course-day';
import { useSpotTest } from '../api/get-spot-test';
import { SpotTestCard } from './spot-test-card';

// Below a phone's first screen: its code comes once that screen was painted (record 0106).
const CourseProgress = lazyNamed(() => import('./course-progress'), 'CourseProgress');

/**
 * A running course, ordered for a phone opened each day (record 0086): what to do today first
 * (the programme's seminars, to-dos and diary, the test when due), then the progress: "Day 5 of
 * 28" with a bar, and what the page adds (smoke-free days, savings).
 */
export function CourseToday({
  course,
  programme,
  nicotineTest,
  progress,
}: {
  course: Course;
  programme?: ReactNode;
  /** The test itself (its own feature), shown in place of the badge once it is due. */
  nicotineTest?: ReactNode;
  /** Below the day's bar: smoke-free days and savings (other features' panels). */
  progress?: ReactNode;
}) {
  const { t } = useTranslation('course');
  return (
    <>
      <Stack component="section" aria-labelledby="today-title" gap="md">
        <Title order={2} id="today-title">
          {t('active.title')}
        </Title>
        {programme}
        <TestDue nicotineTest={nicotineTest} timeZone={course.timeZone} />
      </Stack>
      <AfterFirstScreen>
        <Suspense fallback={<PageLoader />}>
          <CourseProgress course={course} progress={progress} />
        </Suspense>
      </AfterFirstScreen>
    </>
  );
}

/**
 * The nicotine test: due from day 28, then the test itself (when the dashboard brings it). On the
 * day of an unannounced spot test (T7, told from 08:00) its card, and the same test below it.
 */
function TestDue({ nicotineTest, timeZone }: { nicotineTest?: ReactNode; timeZone: string }) {
  const { t } = useTranslation('course');
  const { data } = useCourseDay({ enabled: true });
  const { data: spot } = useSpotTest({ enabled: true });
  if (!data) return null;
  if (spot && spot.day === data.day) {
    return (
      <Stack gap="md">
        <SpotTestCard spot={spot} timeZone={timeZone} />
        {spot.state !== 'missed' && nicotineTest}
      </Stack>
    );
  }
  if (data.due.nicotineTest && nicotineTest) return nicotineTest;
  return (
    <Paper withBorder p="sm" data-testid="due-nicotineTest">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('active.due.nicotine_test')}</Text>
        <Badge color="gray" variant="light" tt="none">
          {data.due.nicotineTest
            ? t('active.coming_soon')
            : t('active.test_later', { day: TEST_MIN_DAY })}
        </Badge>
      </Group>
    </Paper>
  );
}
