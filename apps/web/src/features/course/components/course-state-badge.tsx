import { Badge } from '@mantine/core';
import type { CourseState } from '@quit/domain/course-state';
import type { PendingTestResult } from '@quit/domain/nicotine-test';
import { useTranslation } from '@/lib/use-translation';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';

const PENDING_COLOR: Record<PendingTestResult, string> = {
  disputed: 'grape',
  review: 'grape',
  audit: 'pot',
  passed: 'pot',
  failed: 'red',
  partial: 'grape',
};

/**
 * "Course status: Raising money"; the raw state rides along in data-state for tests. While the
 * nicotine test has a result that is not settled, the badge names it (issue 30: a failed result
 * in its dispute window still read "Course running").
 */
export function CourseStateBadge({
  state,
  pendingTestResult = null,
}: {
  state: CourseState;
  pendingTestResult?: PendingTestResult | null;
}) {
  const { t } = useTranslation('course');
  const label =
    pendingTestResult === null ? t(`states.${state}`) : t(`pending_test.${pendingTestResult}`);
  return (
    <Badge
      color={
        pendingTestResult === null ? COURSE_STATE_COLOR[state] : PENDING_COLOR[pendingTestResult]
      }
      variant="light"
      size="lg"
      tt="none"
      data-testid="course-state"
      data-state={state}
      data-test-result={pendingTestResult ?? undefined}
    >
      {t('state_label', { state: label })}
    </Badge>
  );
}
