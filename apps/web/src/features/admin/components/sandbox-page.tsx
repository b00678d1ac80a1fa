import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useClock, useMoveClock, useOverview } from '../api/admin-api';
import { useDateTime } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';

/** /admin/sandbox: the sandbox calendar; absent when the installation runs real providers. */
export function SandboxPage() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  return (
    <AdminPage title={t('sandbox.title')}>
      <QueryState query={overview}>
        {() =>
          overview.data!.sandbox ? (
            <>
              <Alert
                color="blue"
                variant="light"
                title={t('sandbox.banner_title')}
                data-testid="sandbox-banner"
              >
                {t('sandbox.banner_text')}
              </Alert>
              <Calendar />
            </>
          ) : (
            <Alert variant="light" color="gray">
              {t('sandbox.absent')}
            </Alert>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

function Calendar() {
  const { t } = useTranslation('admin');
  const clock = useClock();
  const move = useMoveClock();
  const when = useDateTime();
  const [days, setDays] = useState<number>(1);
  const [hours, setHours] = useState<number>(0);
  const moved = () => showToast({ kind: 'success', message: t('sandbox.moved') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ advanceDays: days, advanceHours: hours }, { onSuccess: moved });
  };
  return (
    <QueryState query={clock}>
      {() => (
        <Stack gap="md">
          <div>
            <Text fw={500}>{t('sandbox.now')}</Text>
            <Text size="xl" fw={700} data-testid="sandbox-now" aria-live="polite">
              {when(clock.data!.now)}
            </Text>
            <Text size="sm">
              {t('sandbox.offset', { hours: Math.round(clock.data!.offsetMs / 3_600_000) })}
            </Text>
          </div>
          <form onSubmit={submit}>
            <Group align="end">
              <NumberInput
                label={t('sandbox.days')}
                value={days}
                onChange={(v) => setDays(typeof v === 'number' ? v : 0)}
                min={0}
                max={120}
                allowDecimal={false}
                w={120}
              />
              <NumberInput
                label={t('sandbox.hours')}
                value={hours}
                onChange={(v) => setHours(typeof v === 'number' ? v : 0)}
                min={0}
                max={23}
                allowDecimal={false}
                w={120}
              />
              <Button type="submit" loading={move.isPending}>
                {t('sandbox.move')}
              </Button>
              <Button
                variant="default"
                onClick={() => move.mutate({ reset: true }, { onSuccess: moved })}
              >
                {t('sandbox.reset')}
              </Button>
            </Group>
          </form>
        </Stack>
      )}
    </QueryState>
  );
}
