import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { usePageTitle } from '@/lib/use-page-title';
import '../lib/admin-i18n';

/** What a signed-in account without the admin role sees at /admin: no data, a way out. */
export function RefusedPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('refused.title'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="start">
        <Title order={1}>{t('refused.title')}</Title>
        <Alert color="red" variant="light" data-testid="admin-refused">
          {t('refused.text')}
        </Alert>
        <Button component={Link} to={pageRoutes.home}>
          {t('refused.home')}
        </Button>
      </Stack>
    </Container>
  );
}
