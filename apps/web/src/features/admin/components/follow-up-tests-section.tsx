import { Anchor, Badge, NativeSelect, Stack, Title } from '@mantine/core';
import type { AdminFollowUp } from '@quit/contracts/follow-up';
import { pageRoutes } from '@quit/contracts/routes';
import { FOLLOW_UP_STATES, type FollowUpState } from '@quit/domain/follow-up';
import { formatDate } from '@quit/domain/format';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useLanguage } from '@/lib/format';
import { useFollowUps } from '../api/follow-up-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useMoney } from '../lib/format';
import { QueryState } from './admin-page';
import { DataTable } from './data-table';

const STATE_COLOR: Record<FollowUpState, string> = {
  enrolled: 'gray',
  kit_sent: 'blue',
  due: 'grape',
  passed: 'pot',
  failed: 'red',
  missed: 'red',
  closed: 'gray',
};

/**
 * C8: every follow-up test with its state, kit, result and (3 months) stay-quit bonus pot. A
 * test's review and decision stay in the review queue, as for the course's tests.
 */
export function FollowUpTestsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const money = useMoney();
  const when = useDateTime();
  const [state, setState] = useState<FollowUpState | ''>('');
  const followUps = useFollowUps(state);
  const date = (iso: string) => formatDate(iso, language);
  const bonus = (f: AdminFollowUp) =>
    f.bonus
      ? t('follow_ups.bonus_cell', {
          state: t(`follow_ups.bonus_states.${f.bonus.state}`),
          amount: money(f.bonus.heldCents),
          count: f.bonus.gifts,
        })
      : '—';
  return (
    <Stack component="section" aria-labelledby="follow-up-tests-title" gap="xs">
      <Title order={2} size="h3" id="follow-up-tests-title">
        {t('follow_ups.tests_title')}
      </Title>
      <NativeSelect
        label={t('follow_ups.state')}
        value={state}
        onChange={(e) => setState(e.currentTarget.value as FollowUpState | '')}
        data={[
          { value: '', label: t('follow_ups.all_states') },
          ...FOLLOW_UP_STATES.map((s) => ({ value: s, label: t(`follow_ups.states.${s}`) })),
        ]}
        maw={320}
      />
      <QueryState query={followUps}>
        {() => (
          <DataTable
            rows={followUps.data!.followUps}
            minWidth={900}
            columns={[
              {
                label: t('follow_ups.participant'),
                render: (f) => (
                  <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, f.courseId)}>
                    {f.participantName ?? t('follow_ups.deleted_account')}
                  </Anchor>
                ),
              },
              { label: t('follow_ups.stage'), render: (f) => t(`follow_ups.stages.${f.stage}`) },
              {
                label: t('follow_ups.state'),
                render: (f) => (
                  <Badge variant="light" color={STATE_COLOR[f.state]} tt="none">
                    {t(`follow_ups.states.${f.state}`)}
                  </Badge>
                ),
              },
              {
                label: t('follow_ups.window'),
                render: (f) =>
                  t('follow_ups.window_dates', { from: date(f.opensOn), to: date(f.closesOn) }),
              },
              {
                label: t('follow_ups.kit'),
                render: (f) =>
                  f.kitCode && f.kitSentAt
                    ? t('follow_ups.kit_sent', { code: f.kitCode, date: when(f.kitSentAt) })
                    : '—',
              },
              {
                label: t('follow_ups.result'),
                render: (f) => (f.result ? t(`reviews.results.${f.result}`) : '—'),
              },
              { label: t('follow_ups.bonus'), render: bonus },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
