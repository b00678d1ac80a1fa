import { Alert, Button, Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import '../lib/admin-i18n';

/** One console page: its heading (also the document title) and its content. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  usePageTitle(`${title} · ${t('title')}`);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

type Loadable = { isPending: boolean; error: Error | null; refetch: () => unknown };

/** Loading, or the error with a way to try again; the content once there is data. */
export function QueryState({ query, children }: { query: Loadable; children: () => ReactNode }) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <PageLoader />;
  if (query.error) {
    const notFound = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return (
      <Stack gap="sm" align="start">
        <Alert color="red" variant="light" role="alert">
          {notFound
            ? t('common.not_found')
            : errorMessage(query.error) || t('common.loading_failed')}
        </Alert>
        {!notFound && <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      </Stack>
    );
  }
  return <>{children()}</>;
}

/** Keyset paging: the next page, or back to the newest. */
export function Pager({
  nextCursor,
  cursor,
  onChange,
}: {
  nextCursor: string | null;
  cursor: string | undefined;
  onChange: (cursor: string | undefined) => void;
}) {
  const { t } = useTranslation('admin');
  if (!nextCursor && !cursor) return null;
  return (
    <Group>
      {cursor && (
        <Button variant="default" onClick={() => onChange(undefined)}>
          {t('common.first_page')}
        </Button>
      )}
      {nextCursor && (
        <Button variant="default" onClick={() => onChange(nextCursor)}>
          {t('common.more')}
        </Button>
      )}
    </Group>
  );
}
