import { COURSE_STATES } from '@quit/domain/course-state';
import { Anchor, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from '@/lib/router';
import { useCourses } from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useMoney } from '../lib/format';
import { AdminPage, Pager, QueryState } from './admin-page';
import { DataTable } from './data-table';
import { StateBadge } from './state-badge';

const STATES = COURSE_STATES;

/** /admin/courses: newest first, filtered by state and by the participant. */
export function CoursesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState({ state, q });
  const [cursor, setCursor] = useState<string | undefined>();
  const courses = useCourses(state, q, cursor);
  const when = useDateTime();
  const money = useMoney();

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setCursor(undefined);
    const next: Record<string, string> = {};
    if (draft.state) next['state'] = draft.state;
    if (draft.q.trim()) next['q'] = draft.q.trim();
    setParams(next);
  };

  return (
    <AdminPage title={t('courses.title')}>
      <form onSubmit={filter}>
        <Group align="end">
          <NativeSelect
            label={t('courses.state')}
            value={draft.state}
            onChange={(e) => setDraft({ ...draft, state: e.currentTarget.value })}
            data={[
              { value: '', label: t('courses.all_states') },
              ...STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
            ]}
          />
          <TextInput
            label={t('courses.search_label')}
            value={draft.q}
            onChange={(e) => setDraft({ ...draft, q: e.currentTarget.value })}
            maxLength={200}
          />
          <Button type="submit">{t('courses.filter')}</Button>
        </Group>
      </form>
      <QueryState query={courses}>
        {() => (
          <>
            <DataTable
              rows={courses.data!.items}
              columns={[
                {
                  label: t('courses.participant'),
                  render: (c) => (
                    <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, c.id)}>
                      {c.participantName ?? t('courses.deleted_account')}
                    </Anchor>
                  ),
                },
                { label: t('people.email'), render: (c) => c.participantEmail ?? '—' },
                { label: t('courses.state'), render: (c) => <StateBadge state={c.state} /> },
                { label: t('courses.start'), render: (c) => c.startDate ?? '—' },
                { label: t('courses.balance'), render: (c) => money(c.balanceCents) },
                { label: t('courses.created'), render: (c) => when(c.createdAt) },
              ]}
            />
            <Pager nextCursor={courses.data!.nextCursor} cursor={cursor} onChange={setCursor} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
