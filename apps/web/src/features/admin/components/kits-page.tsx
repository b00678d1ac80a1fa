import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import type { AdminTestkit } from '@quit/contracts/testkit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { labelSheetUrl, useCreateKits, useKits, type KitState } from '../api/testkit-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';
import { DataTable } from './data-table';
import { FollowUpKitsSection } from './follow-up-kits-section';
import { FollowUpTestsSection } from './follow-up-tests-section';
import { AssignKitDialog, MissingKitDialog } from './kit-dialogs';
import { SpotTestsSection } from './spot-tests-section';

const STATES: KitState[] = ['unused', 'used', 'missing'];
const STATE_COLOR: Record<KitState, string> = { unused: 'blue', used: 'pot', missing: 'red' };

export function KitStateBadge({ state }: { state: KitState }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={STATE_COLOR[state]}>
      {t(`kits.states.${state}`)}
    </Badge>
  );
}

/** /admin/kits: make a batch, print its labels, post a kit to a course, replace a lost one (T1). */
export function KitsPage() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<KitState | ''>('');
  const kits = useKits(state);
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState<AdminTestkit | null>(null);
  const [losing, setLosing] = useState<AdminTestkit | null>(null);
  const when = useDateTime();
  const rows = kits.data?.testkits ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((now) => (on ? [...now, id] : now.filter((x) => x !== id)));

  return (
    <AdminPage title={t('kits.title')}>
      <Text>{t('kits.intro')}</Text>
      <CreateBatch onCreated={(ids) => setSelected(ids)} />
      <Group align="end">
        <NativeSelect
          label={t('kits.state')}
          value={state}
          onChange={(e) => setState(e.currentTarget.value as KitState | '')}
          data={[
            { value: '', label: t('kits.all_states') },
            ...STATES.map((s) => ({ value: s, label: t(`kits.states.${s}`) })),
          ]}
        />
        <Button
          variant="default"
          onClick={() => setSelected(rows.map((k) => k.id))}
          disabled={rows.length === 0}
        >
          {t('kits.select_all')}
        </Button>
        {selected.length > 0 ? (
          <Button component="a" href={labelSheetUrl(selected)} download="testkit-labels.pdf">
            {t('kits.labels', { count: selected.length })}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('kits.labels_hint')}
          </Text>
        )}
      </Group>
      <QueryState query={kits}>
        {() => (
          <DataTable
            rows={rows}
            columns={[
              {
                label: t('kits.select'),
                render: (k) => (
                  <Checkbox
                    aria-label={t('kits.select_kit', { code: k.code })}
                    checked={selected.includes(k.id)}
                    onChange={(e) => toggle(k.id, e.currentTarget.checked)}
                  />
                ),
              },
              {
                label: t('kits.code'),
                render: (k) => (
                  <Text ff="monospace" size="sm">
                    {k.code}
                  </Text>
                ),
              },
              { label: t('kits.state'), render: (k) => <KitStateBadge state={k.state} /> },
              {
                label: t('kits.course'),
                render: (k) =>
                  k.courseId ? (
                    <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, k.courseId)}>
                      {k.participantName ?? k.participantEmail ?? t('courses.deleted_account')}
                    </Anchor>
                  ) : (
                    '—'
                  ),
              },
              { label: t('kits.tracking'), render: (k) => k.trackingText ?? '—' },
              { label: t('kits.created'), render: (k) => when(k.createdAt) },
              {
                label: t('kits.actions'),
                render: (k) =>
                  k.state === 'unused' ? (
                    <Group gap="xs" wrap="nowrap">
                      {!k.courseId && (
                        <Button size="xs" onClick={() => setAssigning(k)}>
                          {t('kits.assign')}
                        </Button>
                      )}
                      <Button size="xs" variant="default" onClick={() => setLosing(k)}>
                        {t('kits.mark_missing')}
                      </Button>
                    </Group>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryState>
      <SpotTestsSection />
      <FollowUpKitsSection />
      <FollowUpTestsSection />
      <AssignKitDialog kit={assigning} onClose={() => setAssigning(null)} />
      <MissingKitDialog kit={losing} onClose={() => setLosing(null)} />
    </AdminPage>
  );
}

function CreateBatch({ onCreated }: { onCreated: (ids: string[]) => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateKits();
  const [count, setCount] = useState<number | string>(10);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(Number(count), {
      onSuccess: ({ testkits }) => {
        showToast({
          kind: 'success',
          message: t('kits.created_batch', { count: testkits.length }),
        });
        onCreated(testkits.map((k) => k.id));
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Group align="end">
          <NumberInput
            label={t('kits.count')}
            description={t('kits.count_hint')}
            value={count}
            onChange={setCount}
            min={1}
            max={500}
            allowDecimal={false}
            required
          />
          <Button type="submit" loading={create.isPending}>
            {t('kits.create')}
          </Button>
        </Group>
        {create.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
