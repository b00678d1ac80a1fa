import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useCourse } from '../api/admin-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime, useLabel, useMoney } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';
import { DataTable } from './data-table';
import { StateBadge } from './state-badge';

/** /admin/courses/:courseId: the course, its ledger balances and its timeline. */
export function CoursePage({ courseId }: { courseId: string }) {
  const { t } = useTranslation('admin');
  const course = useCourse(courseId);
  const when = useDateTime();
  const money = useMoney();
  const label = useLabel();
  return (
    <AdminPage title={t('course.title')}>
      <Anchor component={Link} to={pageRoutes.adminCourses}>
        {t('course.back')}
      </Anchor>
      <QueryState query={course}>
        {() => {
          const { course: c, balances, timeline } = course.data!;
          return (
            <Stack gap="xl">
              <Stack gap={4}>
                <Text>
                  {t('course.participant')}:{' '}
                  {c.participantId ? (
                    <Anchor
                      component={Link}
                      to={adminPath(pageRoutes.adminPerson, c.participantId)}
                    >
                      {c.participantName} ({c.participantEmail})
                    </Anchor>
                  ) : (
                    t('courses.deleted_account')
                  )}
                </Text>
                <Text>
                  {t('courses.state')}: <StateBadge state={c.state} /> · {t('courses.start')}:{' '}
                  {c.startDate ?? '—'} · {t('courses.balance')}: {money(c.balanceCents)}
                </Text>
              </Stack>
              <section>
                <Title order={2} size="h3" mb="xs">
                  {t('course.balances')}
                </Title>
                <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} component="dl" m={0}>
                  {Object.entries(balances)
                    .filter(([, cents]) => cents !== 0)
                    .map(([account, cents]) => (
                      <Paper key={account} withBorder p="xs">
                        <Text component="dt" size="sm">
                          {label('accounts', account)}
                        </Text>
                        <Text component="dd" m={0} fw={700}>
                          {money(cents)}
                        </Text>
                      </Paper>
                    ))}
                </SimpleGrid>
              </section>
              <DataTable
                title={t('course.timeline')}
                rows={timeline.map((entry, index) => ({ ...entry, id: index }))}
                columns={[
                  { label: t('course.when'), render: (e) => when(e.at) },
                  {
                    label: t('course.what'),
                    render: (e) =>
                      e.kind === 'transition' ? (
                        <>
                          {t('course.transition')}:{' '}
                          {e.fromState && (
                            <>
                              <StateBadge state={e.fromState} /> →{' '}
                            </>
                          )}
                          <StateBadge state={e.toState ?? ''} />
                        </>
                      ) : (
                        `${t('course.money')}: ${label('moves', e.what)}`
                      ),
                  },
                  {
                    label: t('course.amount'),
                    render: (e) => (e.amountCents === null ? '' : money(e.amountCents)),
                  },
                ]}
              />
            </Stack>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
