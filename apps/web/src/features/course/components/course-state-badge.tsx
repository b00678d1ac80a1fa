import { Badge } from '@mantine/core';
import type { CourseState } from '@quit/domain/course-state';
import { useTranslation } from 'react-i18next';

// No yellow or orange: their light variants fail the contrast the app keeps (AA).
const STATE_COLOR: Record<CourseState, string> = {
  funding: 'blue',
  scheduled: 'blue',
  active: 'pot',
  awaiting_test: 'grape',
  passed: 'pot',
  failed: 'red',
  partial: 'grape',
  paid_out: 'pot',
  refunded: 'gray',
  cancelled: 'gray',
};

/** "Course status: Raising money"; the raw state rides along in data-state for tests. */
export function CourseStateBadge({ state }: { state: CourseState }) {
  const { t } = useTranslation('course');
  return (
    <Badge
      color={STATE_COLOR[state]}
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
