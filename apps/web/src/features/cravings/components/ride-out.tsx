import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { CravingOutcome } from '@quit/domain/craving';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { BreathingPacer } from './breathing-pacer';

function minutesAndSeconds(seconds: number): string {
  const left = Math.max(0, seconds);
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * P7's guided ride-out: a pacer, a countdown of 3–5 minutes, the participant's own reasons,
 * savings and a short clip. Either answer ends it at any moment; nobody has to wait it out.
 */
export function RideOut({
  seconds,
  reasons,
  savings,
  clip,
  onEnd,
}: {
  seconds: number;
  reasons?: string | null;
  savings?: ReactNode;
  clip?: ReactNode;
  onEnd: (outcome: CravingOutcome) => void;
}) {
  const { t } = useTranslation('cravings');
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    // A countdown on the device's timer: how long, not what time it is.
    const timer = window.setInterval(() => setElapsed((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = seconds - elapsed;
  return (
    <Stack gap="md" data-testid="ride-out">
      <Title order={2}>{t('ride.title')}</Title>
      <BreathingPacer elapsedSeconds={elapsed} />
      {left > 0 ? (
        <Text ta="center" fw={700} data-testid="ride-out-timer">
          {t('ride.time_left', { time: minutesAndSeconds(left) })}
        </Text>
      ) : (
        <Text ta="center" fw={700} role="status">
          {t('ride.done_in_time')}
        </Text>
      )}
      <Progress
        value={Math.min(100, (elapsed / seconds) * 100)}
        aria-label={t('ride.time_left', { time: minutesAndSeconds(left) })}
      />
      <Group grow>
        <Button size="lg" onClick={() => onEnd('passed')}>
          {t('ride.passed')}
        </Button>
        <Button size="lg" variant="default" onClick={() => onEnd('smoked')}>
          {t('ride.smoked')}
        </Button>
      </Group>
      {reasons && (
        <Paper withBorder p="md" component="section" aria-labelledby="ride-reasons">
          <Title order={3} size="h4" id="ride-reasons">
            {t('ride.reasons')}
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reasons}</Text>
        </Paper>
      )}
      {savings && (
        <Paper withBorder p="md" component="section" aria-labelledby="ride-savings">
          <Title order={3} size="h4" id="ride-savings">
            {t('ride.savings')}
          </Title>
          {savings}
        </Paper>
      )}
      {clip && (
        <Paper withBorder p="md" component="section" aria-labelledby="ride-clip">
          <Title order={3} size="h4" id="ride-clip">
            {t('ride.clip')}
          </Title>
          {clip}
        </Paper>
      )}
    </Stack>
  );
}
