import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { Course, CourseDay } from '@quit/contracts/course';
import { DIARY_DUE_HOUR, TEST_MIN_DAY } from '@quit/domain/constants';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/format';
import { useCourseDay } from '../api/get-course-day';

type DueItem = keyof CourseDay['due'];
const DUE_ITEMS = [
  'morningVideo',
  'eveningVideo',
  'diary',
  'nicotineTest',
] as const satisfies readonly DueItem[];
const DUE_KEY = {
  morningVideo: 'morning_video',
  eveningVideo: 'evening_video',
  diary: 'diary',
  nicotineTest: 'nicotine_test',
} as const satisfies Record<DueItem, string>;

/** A running course: "Day 5 of 28" with a bar, and what today brings. */
export function CourseToday({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  const language = useLanguage();
  const day = Math.min(course.day ?? 1, course.lengthDays);
  const percent = Math.round((day / course.lengthDays) * 100);
  const dayText = t('active.day', { day, total: course.lengthDays });
  return (
    <Stack component="section" aria-labelledby="today-title" gap="md">
      <Title order={2} id="today-title">
        {t('active.title')}
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
        </Stack>
      </Paper>
      <DueToday />
    </Stack>
  );
}

/** Today's programme. The videos, the diary and the test come later: each says "Coming soon". */
function DueToday() {
  const { t } = useTranslation('course');
  const { data } = useCourseDay({ enabled: true });
  if (!data) return null;
  const later: Partial<Record<DueItem, string>> = {
    diary: t('active.diary_later', { hour: DIARY_DUE_HOUR }),
    nicotineTest: t('active.test_later', { day: TEST_MIN_DAY }),
  };
  return (
    <Stack component="section" aria-labelledby="due-title" gap="xs">
      <Title order={3} id="due-title">
        {t('active.due_title')}
      </Title>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {DUE_ITEMS.map((item) => (
          <Paper component="li" withBorder p="sm" key={item} data-testid={`due-${item}`}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{t(`active.due.${DUE_KEY[item]}`)}</Text>
              <Badge color="gray" variant="light" tt="none">
                {data.due[item]
                  ? t('active.coming_soon')
                  : (later[item] ?? t('active.coming_soon'))}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        {t('active.programme_note')}
      </Text>
    </Stack>
  );
}
