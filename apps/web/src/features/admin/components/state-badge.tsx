import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('admin');
  const known = t(`states.${state}` as 'states.funding', { defaultValue: state });
  return (
    <Badge
      variant="light"
      color={COURSE_STATE_COLOR[state as keyof typeof COURSE_STATE_COLOR] ?? 'gray'}
    >
      {known}
    </Badge>
  );
}
