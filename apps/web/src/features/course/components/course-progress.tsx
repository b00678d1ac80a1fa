import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@quit/contracts/course';
import { formatDate } from '@quit/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';
import { CalendarFileLink } from './calendar-file-link';

/**
 * A running course's progress: "Day 5 of 28" with a bar, its end, and what the page adds below
 * (smoke-free days, savings). Its own chunk, loaded once the first screen was painted (record
 * 0106).
 */
export function CourseProgress({ course, progress }: { course: Course; progress?: ReactNode }) {
  const { t } = useTranslation('course');
  const language = useLanguage();
  const day = Math.min(course.day ?? 1, course.lengthDays);
  const percent = Math.round((day / course.lengthDays) * 100);
  const dayText = t('active.day', { day, total: course.lengthDays });
  return (
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
  );
}
