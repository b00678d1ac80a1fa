import { Alert, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** C8: the 6-month test passed: its badge, the Hall of Fame mark and the followers told. */
export function SixMonthsMark() {
  const { t } = useTranslation('follow_up');
  // The title in the alert's own colour fails contrast: a plain bold line instead.
  return (
    <Alert color="pot" variant="light" data-testid="six-months-mark">
      <Text fw={700}>{t('six_months.title')}</Text>
      <Text>{t('six_months.text')}</Text>
    </Alert>
  );
}
