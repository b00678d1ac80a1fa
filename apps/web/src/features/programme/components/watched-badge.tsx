import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
