import { Button, Stack, Text, Title } from '@mantine/core';
import type { SessionResponse } from '@quit/contracts/account';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useAddRole } from '../api/add-role';
import { SIGN_IN_ROLES } from '../lib/destinations';

/** Which roles the account has, and a button to add the other one (spec §6). */
export function RolesSection({ session }: { session: SessionResponse }) {
  const { t } = useTranslation('auth');
  const addRole = useAddRole();
  const held = SIGN_IN_ROLES.filter((role) => session.user.roles.includes(role));
  const missing = SIGN_IN_ROLES.filter((role) => !session.user.roles.includes(role));

  return (
    <section aria-labelledby="roles-title">
      <Stack gap="md" maw={480} align="start">
        <Title order={2} size="h3" id="roles-title">
          {t('roles.title')}
        </Title>
        <Text>{t('roles.held', { roles: held.map((role) => t(`roles.${role}`)).join(', ') })}</Text>
        {missing.map((role) => (
          <Stack key={role} gap="xs" align="start">
            <Text size="sm">{t(`roles.offer_${role}`)}</Text>
            <Button
              variant="outline"
              loading={addRole.isPending && addRole.variables === role}
              onClick={() =>
                addRole.mutate(role, {
                  onSuccess: () => showToast({ kind: 'success', message: t('roles.added') }),
                })
              }
            >
              {t(`roles.add_${role}`)}
            </Button>
          </Stack>
        ))}
      </Stack>
    </section>
  );
}
