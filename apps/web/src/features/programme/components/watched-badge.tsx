import { Badge } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { IconCircleCheck, IconCircleDashed } from '@/components/icons';

/** Watched or not, in words and with an icon: never colour alone. */
export function WatchedBadge({ watched }: { watched: boolean }) {
  const { t } = useTranslation('programme');
  const Icon = watched ? IconCircleCheck : IconCircleDashed;
  return (
    <Badge
      color={watched ? 'pot' : 'gray'}
      variant="light"
      tt="none"
      leftSection={<Icon size={14} aria-hidden />}
      data-testid="watched-state"
    >
      {watched ? t('watched') : t('not_watched')}
    </Badge>
  );
}
