import { Alert, Anchor } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useOutbox, useOverview } from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { AdminPage, Pager, QueryState } from './admin-page';
import { DataTable } from './data-table';

/** /admin/outbox: every mail of the local outbox, newest first. */
export function OutboxPage() {
  const { t } = useTranslation('admin');
  const [cursor, setCursor] = useState<string | undefined>();
  const mails = useOutbox(cursor);
  const { data: overview } = useOverview();
  const when = useDateTime();
  return (
    <AdminPage title={t('outbox.title')}>
      {overview && !overview.outbox && (
        <Alert variant="light" color="gray">
          {t('outbox.not_local')}
        </Alert>
      )}
      <QueryState query={mails}>
        {() => (
          <>
            <DataTable
              rows={mails.data!.items}
              columns={[
                {
                  label: t('outbox.subject'),
                  render: (m) => (
                    <Anchor component={Link} to={adminPath(pageRoutes.adminOutboxMail, m.id)}>
                      {m.subject}
                    </Anchor>
                  ),
                },
                { label: t('outbox.to'), render: (m) => m.to },
                { label: t('outbox.kind'), render: (m) => m.kind },
                { label: t('outbox.language'), render: (m) => m.language.toUpperCase() },
                { label: t('outbox.sent'), render: (m) => when(m.createdAt) },
              ]}
            />
            <Pager nextCursor={mails.data!.nextCursor} cursor={cursor} onChange={setCursor} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
