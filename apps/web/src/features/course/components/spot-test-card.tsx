import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SpotTestView } from '@quit/contracts/spot-test';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';

/** "22:00" as the participant reads it, in their own time zone. */
function timeOf(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/**
 * T7: the dashboard's card on the day of the unannounced spot test: take it by 22:00 (the test
 * flow follows it), taken, or missed (the team decides).
 */
export function SpotTestCard({ spot, timeZone }: { spot: SpotTestView; timeZone: string }) {
  const { t } = useTranslation('course');
  const language = useLanguage();
  const time = timeOf(spot.dueAt, timeZone, language);
  if (spot.state === 'missed') {
    // The title in the alert's own colour fails contrast: a plain bold line instead.
    return (
      <Alert color="yellow" variant="light" data-testid="spot-test-card">
        <Text fw={700}>{t('spot_test.missed_title')}</Text>
        <Text>{t('spot_test.missed', { time })}</Text>
      </Alert>
    );
  }
  const taken = spot.state === 'taken';
  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby="spot-test-title"
      data-testid="spot-test-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} id="spot-test-title">
            {taken ? t('spot_test.taken_title') : t('spot_test.title', { time })}
          </Title>
          <Badge color={taken ? 'pot' : 'gray'} variant="light" tt="none">
            {taken ? t('spot_test.taken_badge') : t('spot_test.badge', { day: spot.day })}
          </Badge>
        </Group>
        <Text>{taken ? t('spot_test.taken') : t('spot_test.intro', { time })}</Text>
      </Stack>
    </Paper>
  );
}
