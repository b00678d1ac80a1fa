import { Anchor, Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useOverview } from '../api/admin-api';
import { ADMIN_PAGES } from '../lib/admin-pages';
import { AdminPage } from './admin-page';

/** /admin: where an operator lands after signing in; every page of the console. */
export function AdminHome() {
  const { t } = useTranslation('admin');
  const { data: overview } = useOverview();
  const pages = ADMIN_PAGES.filter((p) => !p.sandboxOnly || overview?.sandbox);
  return (
    <AdminPage title={t('title')}>
      <Text>{t('intro')}</Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {pages.map((page) => (
          <Card key={page.key} withBorder component="li">
            <Anchor component={Link} to={page.to} fw={700}>
              {t(`nav.${page.key}` as 'nav.people')}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(`descriptions.${page.key}` as 'descriptions.people')}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </AdminPage>
  );
}
