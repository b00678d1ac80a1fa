import { Button, Group, Text } from '@mantine/core';
import type { SessionResponse, SignInRole } from '@quit/contracts/account';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ContentPage } from '@/components/content-page';
import { showToast } from '@/lib/toast';
import { useAddRole } from '../api/add-role';
import { dashboardPath } from '../lib/destinations';

const TITLE_KEY = {
  participant: 'errors:NOT_REGISTERED_AS_PARTICIPANT',
  supporter: 'errors:NOT_REGISTERED_AS_SUPPORTER',
} as const;

type MissingRoleProps = { role: SignInRole; session: SessionResponse };

/** Signed in, but not with this role: the spec's message and the way to add the role. */
export function MissingRole({ role, session }: MissingRoleProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const addRole = useAddRole();
  const otherRole = session.user.roles.find((held) => held !== role && held !== 'admin');

  return (
    <ContentPage title={t(TITLE_KEY[role])}>
      <Text>{t(`missing_role.text_${role}`, { email: session.user.email })}</Text>
      <Group gap="sm">
        <Button
          loading={addRole.isPending}
          onClick={() =>
            addRole.mutate(role, {
              onSuccess: () => showToast({ kind: 'success', message: t('roles.added') }),
            })
          }
        >
          {t(`roles.add_${role}`)}
        </Button>
        {otherRole && (
          <Button component={Link} to={dashboardPath(otherRole)} variant="default">
            {t('missing_role.back_to_dashboard')}
          </Button>
        )}
      </Group>
    </ContentPage>
  );
}
