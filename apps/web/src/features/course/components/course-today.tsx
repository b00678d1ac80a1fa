import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@quit/contracts/course';
import type { ReactNode } from 'react';
import { TEST_MIN_DAY } from '@quit/domain/constants';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { AfterFirstScreen } from '@/components/first-screen';
import { useLanguage } from '@/lib/format';
import { useCourseDay } from '../api/get-course-day';
import { useSpotTest } from '../api/get-spot-test';
import { CalendarFileLink } from './calendar-file-link';
import { SpotTestCard } from './spot-test-card';

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
  const language = useLanguage();
  const day = Math.min(course.day ?? 1, course.lengthDays);
  const percent = Math.round((day / course.lengthDays) * 100);
  const dayText = t('active.day', { day, total: course.lengthDays });
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
        <Stack component="section" aria-labelledby="progress-title" gap="md">
          <Title order={2} id="progress-title">
            {t('active.progress_title')}
          </Title>
          <Paper withBorder p="lg">
            <Stack gap={6}>
              <Text fw={700} size="xl" data-testid="course-day">
                {dayText}
              </Text>
              <Progress.Root size="lg">
                <Progress.Section
                  value={percent}
                  withAria={false}
                  role="progressbar"
                  aria-label={t('active.progress_label')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={dayText}
                />
              </Progress.Root>
              {course.endDate !== null && (
                <Text size="sm">
                  {t('active.ends', { date: formatDate(course.endDate, language) })}
                </Text>
              )}
              <CalendarFileLink />
            </Stack>
          </Paper>
          {progress}
        </Stack>
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
