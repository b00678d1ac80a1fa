import { Badge, Group, Text } from '@mantine/core';
import type { CourseState } from '@quit/domain/course-state';
import { useTranslation } from '@/lib/use-translation';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';

type CourseStatusProps = {
  state: CourseState;
  /** Day n of the course while it runs, else null. */
  day: number | null;
  courseLengthDays: number;
};

/** The course's state in words ("Course status: Running"), and the day while it runs. */
export function CourseStatus({ state, day, courseLengthDays }: CourseStatusProps) {
  const { t } = useTranslation('donations');
  return (
    <Group gap="sm">
      <Badge
        color={COURSE_STATE_COLOR[state]}
        variant="light"
        size="lg"
        tt="none"
        data-testid="course-state"
      >
        {t('course_status', { state: t(`course_states.${state}`) })}
      </Badge>
      {state === 'active' && day !== null && (
        <Text size="sm" fw={600} data-testid="course-day">
          {t('course_day', { day: Math.min(day, courseLengthDays), total: courseLengthDays })}
        </Text>
      )}
    </Group>
  );
}
