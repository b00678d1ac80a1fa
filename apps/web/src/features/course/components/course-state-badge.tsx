import { Badge } from '@mantine/core';
import type { CourseState } from '@quit/domain/course-state';
import { useTranslation } from 'react-i18next';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';

/** "Course status: Raising money"; the raw state rides along in data-state for tests. */
export function CourseStateBadge({ state }: { state: CourseState }) {
  const { t } = useTranslation('course');
  return (
    <Badge
      color={COURSE_STATE_COLOR[state]}
      variant="light"
      size="lg"
      tt="none"
      data-testid="course-state"
      data-state={state}
    >
      {t('state_label', { state: t(`states.${state}`) })}
    </Badge>
  );
}
