import { Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { FilmedView } from './filmed-view';

/** What is left of the wait: the server's deadline against the product's time, kept running here. */
export function remainingMs(readyAt: string, serverNow: string, fetchedAt: number, at: number) {
  const productNow = new Date(serverNow).getTime() + (at - fetchedAt);
  return Math.max(0, new Date(readyAt).getTime() - productNow);
}

function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Step 3: the countdown held by the server (a reload shows the same deadline). */
export function WaitStep({
  readyAt,
  serverNow,
  fetchedAt,
  minutes,
  onDone,
}: {
  readyAt: string;
  serverNow: string;
  fetchedAt: number;
  minutes: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('nicotine_test');
  const [at, setAt] = useState(() => Date.now());
  const left = remainingMs(readyAt, serverNow, fetchedAt, at);
  useEffect(() => {
    if (left === 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setAt(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left, at, onDone]);
  return (
    <Stack gap="sm" data-testid="test-step-wait">
      <Title order={3}>{t('wait.title')}</Title>
      <Text>{t('wait.text', { minutes })}</Text>
      <Text size="sm" id="wait-remaining">
        {t('wait.remaining')}
      </Text>
      <Text
        role="timer"
        aria-labelledby="wait-remaining"
        fw={700}
        fz={40}
        data-testid="wait-countdown"
      >
        {clock(left)}
      </Text>
      <FilmedView />
    </Stack>
  );
}
