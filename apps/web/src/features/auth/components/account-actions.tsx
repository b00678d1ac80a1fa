import { Button, Group } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useSession } from '../api/get-session';
import { dashboardPath } from '../lib/destinations';

/** The public header's actions: "Sign in", or "Dashboard" and "Sign out" when signed in. */
export function AccountActions() {
  const { t } = useTranslation('auth');
  const { data: session } = useSession();

  if (!session) {
    return (
      <Button component={Link} to={pageRoutes.signIn} variant="outline">
        {t('header.sign_in')}
      </Button>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <Button component={Link} to={dashboardPath(session.role ?? session.user.roles[0])}>
        {t('header.dashboard')}
      </Button>
      <Button component={Link} to={pageRoutes.signOut} variant="outline">
        {t('header.sign_out')}
      </Button>
    </Group>
  );
}
