import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PersonDetail } from '@quit/contracts/admin';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { showToast } from '@/lib/toast';
import { usePerson, useSetAdminRole } from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useLabel, useMoney } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';
import { DataTable } from './data-table';
import { PayoutAmount } from './payout-amount';
import { RoleBadges } from './role-badges';
import { StateBadge } from './state-badge';

/** /admin/people/:userId: everything about one person, and the admin role. */
export function PersonPage({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const person = usePerson(userId);
  return (
    <AdminPage title={person.data?.person.name || t('person.title')}>
      <Anchor component={Link} to={pageRoutes.adminPeople}>
        {t('person.back')}
      </Anchor>
      <QueryState query={person}>{() => <PersonRecord detail={person.data!} />}</QueryState>
    </AdminPage>
  );
}

function PersonRecord({ detail }: { detail: PersonDetail }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  const money = useMoney();
  const label = useLabel();
  const { person } = detail;
  const donationColumns = [
    {
      label: t('money.amount'),
      render: (d: PersonDetail['donationsGiven'][number]) => money(d.chargedCents),
    },
    {
      label: t('people.name'),
      render: (d: PersonDetail['donationsGiven'][number]) =>
        `${d.donorName ?? '—'}${d.anonymous ? ` (${t('person.anonymous')})` : ''}`,
    },
    {
      label: t('people.email'),
      render: (d: PersonDetail['donationsGiven'][number]) => d.donorEmail ?? '—',
    },
    {
      label: t('money.status'),
      render: (d: PersonDetail['donationsGiven'][number]) => label('statuses', d.status),
    },
    {
      label: t('money.updated'),
      render: (d: PersonDetail['donationsGiven'][number]) => when(d.createdAt),
    },
  ];
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Text>
          {t('people.email')}: {person.email} · {t('person.verified')}:{' '}
          {person.emailVerified ? t('common.yes') : t('common.no')} · {t('person.language')}:{' '}
          {person.language}
        </Text>
        <Group gap="sm">
          <Text>{t('person.roles')}:</Text>
          <RoleBadges roles={person.roles} />
        </Group>
        <AdminRoleAction detail={detail} />
      </Stack>
      <DataTable
        title={t('person.courses')}
        rows={detail.courses}
        columns={[
          {
            label: t('money.course'),
            render: (c) => (
              <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, c.id)}>
                {c.startDate ?? when(c.createdAt)}
              </Anchor>
            ),
          },
          { label: t('courses.state'), render: (c) => <StateBadge state={c.state} /> },
          { label: t('courses.balance'), render: (c) => money(c.balanceCents) },
        ]}
      />
      <DataTable
        title={t('person.donations_received')}
        rows={detail.donationsReceived}
        columns={donationColumns}
      />
      <DataTable
        title={t('person.donations_given')}
        rows={detail.donationsGiven}
        columns={donationColumns}
      />
      <DataTable
        title={t('person.payouts')}
        rows={detail.payouts}
        columns={[
          { label: t('money.amount'), render: (p) => <PayoutAmount payout={p} /> },
          { label: t('money.status'), render: (p) => label('statuses', p.status) },
          { label: t('money.last_error'), render: (p) => p.lastError ?? '—' },
          { label: t('money.updated'), render: (p) => when(p.updatedAt) },
        ]}
      />
      <DataTable
        title={t('person.refunds')}
        rows={detail.refunds}
        columns={[
          { label: t('money.amount'), render: (r) => money(r.amountCents) },
          { label: t('money.status'), render: (r) => label('statuses', r.status) },
          { label: t('money.last_error'), render: (r) => r.lastError ?? '—' },
          { label: t('money.updated'), render: (r) => when(r.updatedAt) },
        ]}
      />
      <DataTable
        title={t('person.audit')}
        rows={detail.audit}
        columns={[
          { label: t('course.when'), render: (a) => when(a.createdAt) },
          { label: t('course.what'), render: (a) => a.type },
          { label: t('outbox.mail'), render: (a) => (a.detail ? JSON.stringify(a.detail) : '—') },
        ]}
      />
    </Stack>
  );
}

function AdminRoleAction({ detail }: { detail: PersonDetail }) {
  const { t } = useTranslation('admin');
  const setRole = useSetAdminRole(detail.person.id);
  const isAdmin = detail.person.roles.includes('admin');
  if (isAdmin && detail.isSelf) {
    return (
      <Alert variant="light" color="gray">
        {t('person.own_admin')}
      </Alert>
    );
  }
  return (
    <Group>
      <Button
        variant={isAdmin ? 'outline' : 'filled'}
        color={isAdmin ? 'red.9' : undefined}
        loading={setRole.isPending}
        onClick={() =>
          setRole.mutate(!isAdmin, {
            onSuccess: () => showToast({ kind: 'success', message: t('person.role_saved') }),
          })
        }
      >
        {isAdmin ? t('person.remove_admin') : t('person.grant_admin')}
      </Button>
    </Group>
  );
}
