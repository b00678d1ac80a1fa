import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import type { Attention } from '@quit/contracts/admin';
import { pageRoutes } from '@quit/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { showToast } from '@/lib/toast';
import {
  useAttention,
  useMarkRefunded,
  useMoneyTotals,
  useRetryJob,
  useRetryPayout,
  useRetryRefund,
} from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useLabel, useMoney } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';
import { DataTable } from './data-table';
import { PayoutAmount } from './payout-amount';
import { HeldGifts } from './held-gifts';

/** /admin/money: what needs a person, with the action that resolves it, and the ledger's totals. */
export function MoneyPage() {
  const { t } = useTranslation('admin');
  const totals = useMoneyTotals();
  const attention = useAttention();
  const money = useMoney();
  return (
    <AdminPage title={t('money.title')}>
      <section>
        <Title order={2} size="h3" mb="xs">
          {t('money.totals')}
        </Title>
        <QueryState query={totals}>
          {() => (
            <SimpleGrid cols={{ base: 2, md: 4, lg: 7 }} component="dl" m={0}>
              {(
                [
                  ['held', totals.data!.heldCents],
                  ['pending', totals.data!.pendingCents],
                  ['paid_out', totals.data!.paidOutCents],
                  ['refunded', totals.data!.refundedCents],
                  ['fees', totals.data!.feesEarnedCents],
                  ['kept', totals.data!.keptCents],
                  // C8: the stay-quit bonus pots, part of what is held.
                  ['bonus', totals.data!.bonusCents ?? 0],
                ] as const
              ).map(([key, cents]) => (
                <Paper key={key} withBorder p="sm">
                  <Text component="dt" size="sm">
                    {t(`money.${key}`)}
                  </Text>
                  <Text component="dd" m={0} fw={700} size="lg" data-testid={`total-${key}`}>
                    {money(cents)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </section>
      <HeldGifts />
      <Title order={2} size="h3">
        {t('money.attention')}
      </Title>
      <QueryState query={attention}>
        {() => <AttentionLists attention={attention.data!} />}
      </QueryState>
    </AdminPage>
  );
}

function AttentionLists({ attention }: { attention: Attention }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  const money = useMoney();
  const label = useLabel();
  const retryRefund = useRetryRefund();
  const retryJob = useRetryJob();
  const retryPayout = useRetryPayout();
  const [marking, setMarking] = useState<string | null>(null);
  const retried = () => showToast({ kind: 'success', message: t('money.retried') });
  const course = (courseId: string) => (
    <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, courseId)}>
      {t('common.open')}
    </Anchor>
  );
  const status = (row: { status: string; stuck: boolean }) => (
    <Group gap={4}>
      {label('statuses', row.status)}
      {row.stuck && (
        <Badge color="red" variant="light">
          {t('money.stuck')}
        </Badge>
      )}
    </Group>
  );
  return (
    <Stack gap="xl">
      <DataTable
        title={t('money.refunds')}
        rows={attention.refunds}
        columns={[
          { label: t('money.amount'), render: (r) => money(r.amountCents) },
          { label: t('money.status'), render: status },
          { label: t('money.attempts'), render: (r) => r.attempts },
          { label: t('money.last_error'), render: (r) => r.lastError ?? '—' },
          { label: t('money.updated'), render: (r) => when(r.updatedAt) },
          { label: t('money.course'), render: (r) => course(r.courseId) },
          {
            label: t('nav.money'),
            render: (r) =>
              r.status === 'failed' && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    loading={retryRefund.isPending && retryRefund.variables === r.id}
                    onClick={() => retryRefund.mutate(r.id, { onSuccess: retried })}
                  >
                    {t('money.retry')}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setMarking(r.id)}>
                    {t('money.mark_refunded')}
                  </Button>
                </Group>
              ),
          },
        ]}
      />
      <section>
        <DataTable
          title={t('money.payouts')}
          rows={attention.payouts}
          columns={[
            { label: t('money.amount'), render: (p) => <PayoutAmount payout={p} /> },
            { label: t('money.status'), render: status },
            { label: t('money.last_error'), render: (p) => p.lastError ?? '—' },
            { label: t('money.updated'), render: (p) => when(p.updatedAt) },
            { label: t('money.course'), render: (p) => course(p.courseId) },
            {
              label: t('nav.money'),
              render: (p) =>
                p.status === 'failed' && (
                  <Button
                    size="xs"
                    loading={retryPayout.isPending && retryPayout.variables === p.id}
                    onClick={() => retryPayout.mutate(p.id, { onSuccess: retried })}
                  >
                    {t('money.retry')}
                  </Button>
                ),
            },
          ]}
        />
        {attention.payouts.length > 0 && (
          <Text size="sm" mt="xs">
            {t('money.payout_hint')}
          </Text>
        )}
      </section>
      <DataTable
        title={t('money.jobs')}
        rows={attention.jobs}
        columns={[
          { label: t('jobs.kind'), render: (j) => j.kind },
          { label: t('money.attempts'), render: (j) => j.attempts },
          { label: t('money.last_error'), render: (j) => j.lastError ?? '—' },
          { label: t('money.updated'), render: (j) => when(j.updatedAt) },
          {
            label: t('nav.jobs'),
            render: (j) => (
              <Button
                size="xs"
                loading={retryJob.isPending && retryJob.variables === j.id}
                onClick={() => retryJob.mutate(j.id, { onSuccess: retried })}
              >
                {t('money.retry')}
              </Button>
            ),
          },
        ]}
      />
      <MarkRefundedDialog refundId={marking} onClose={() => setMarking(null)} />
    </Stack>
  );
}

function MarkRefundedDialog({
  refundId,
  onClose,
}: {
  refundId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const mark = useMarkRefunded();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!refundId) return;
    mark.mutate(
      { refundId, note },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('money.marked') });
          setNote('');
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      opened={refundId !== null}
      onClose={onClose}
      title={t('money.mark_refunded')}
      closeButtonProps={{ 'aria-label': t('money.close') }}
    >
      <form onSubmit={submit}>
        <Stack>
          <Textarea
            label={t('money.note_label')}
            description={t('money.note_hint')}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            required
            minLength={3}
            maxLength={1000}
            rows={3}
            data-autofocus
          />
          <Group justify="end">
            <Button variant="default" onClick={onClose}>
              {t('money.cancel')}
            </Button>
            <Button type="submit" loading={mark.isPending} disabled={note.trim().length < 3}>
              {t('money.confirm_mark')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
