import { Anchor } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useHeldGifts } from '../api/get-held-gifts';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useMoney } from '../lib/format';
import { QueryState } from './admin-page';
import { DataTable } from './data-table';

/** C7 (record 0081): gifts waiting for a choice or kept for a next attempt, soonest deadline first. */
export function HeldGifts() {
  const { t } = useTranslation('admin');
  const held = useHeldGifts();
  const when = useDateTime();
  const money = useMoney();
  return (
    <section>
      <QueryState query={held}>
        {() => (
          <DataTable
            title={t('money.held_gifts')}
            rows={held.data!.gifts.map((g) => ({ ...g, id: g.donationId }))}
            columns={[
              { label: t('money.amount'), render: (g) => money(g.chargedCents) },
              { label: t('money.status'), render: (g) => t(`money.gift_state.${g.state}`) },
              { label: t('money.deadline'), render: (g) => when(g.deadline) },
              {
                label: t('money.donor'),
                render: (g) => (g.anonymous ? t('money.anonymous') : (g.donorName ?? '—')),
              },
              {
                label: t('money.course'),
                render: (g) => (
                  <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, g.courseId)}>
                    {t('common.open')}
                  </Anchor>
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
