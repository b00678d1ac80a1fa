import { Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useJobs, useRetryJob } from '../api/admin-api';
import { useDateTime } from '../lib/format';
import { AdminPage, Pager, QueryState } from './admin-page';
import { DataTable } from './data-table';

const STATES = ['failed', 'queued', 'running', 'done'] as const;

/** /admin/jobs: the queue by state with each job's last error; failed jobs can run again. */
export function JobsPage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<(typeof STATES)[number]>('failed');
  const [cursor, setCursor] = useState<string | undefined>();
  const jobs = useJobs(state, cursor);
  const retry = useRetryJob();
  const when = useDateTime();
  return (
    <AdminPage title={t('jobs.title')}>
      <NativeSelect
        label={t('jobs.state')}
        value={state}
        onChange={(e) => {
          setCursor(undefined);
          setState(e.currentTarget.value as (typeof STATES)[number]);
        }}
        data={STATES.map((s) => ({ value: s, label: t(`jobs.states.${s}`) }))}
        w={240}
      />
      <QueryState query={jobs}>
        {() => (
          <>
            <DataTable
              rows={jobs.data!.items}
              columns={[
                { label: t('jobs.kind'), render: (j) => j.kind },
                { label: t('jobs.attempts'), render: (j) => `${j.attempts} / ${j.maxAttempts}` },
                { label: t('jobs.run_at'), render: (j) => when(j.runAt) },
                { label: t('jobs.last_error'), render: (j) => j.lastError ?? '—' },
                {
                  label: t('jobs.retry'),
                  render: (j) =>
                    j.state === 'failed' && (
                      <Button
                        size="xs"
                        loading={retry.isPending && retry.variables === j.id}
                        onClick={() =>
                          retry.mutate(j.id, {
                            onSuccess: () =>
                              showToast({ kind: 'success', message: t('jobs.retried') }),
                          })
                        }
                      >
                        {t('jobs.retry')}
                      </Button>
                    ),
                },
              ]}
            />
            <Pager nextCursor={jobs.data!.nextCursor} cursor={cursor} onChange={setCursor} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
