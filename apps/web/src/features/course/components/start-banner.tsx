import { Alert, Text } from '@mantine/core';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';

type StartBannerProps = {
  /** Whole days until the first course day (1 = tomorrow). */
  daysUntilStart: number;
  startDate: string;
};

/** A scheduled course: "Your course starts in 3 days", and the date. */
export function StartBanner({ daysUntilStart, startDate }: StartBannerProps) {
  const { t } = useTranslation('course');
  const language = useLanguage();
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      title={t('banner.starts_in', { count: daysUntilStart })}
      data-testid="start-banner"
    >
      <Text size="sm">{t('banner.start_date', { date: formatDate(startDate, language) })}</Text>
    </Alert>
  );
}
