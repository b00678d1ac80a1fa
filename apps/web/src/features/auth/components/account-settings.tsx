import { Divider, Stack } from '@mantine/core';
import { useSession } from '../api/get-session';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { RolesSection } from './roles-section';

/** Email, password and roles: the account parts of the profile pages. */
export function AccountSettings() {
  const { data: session } = useSession();
  if (!session) return null; // the route guard has already made sure there is one
  return (
    <Stack gap="xl">
      <Divider />
      <ChangeEmailForm currentEmail={session.user.email} />
      <Divider />
      <ChangePasswordForm />
      <Divider />
      <RolesSection session={session} />
    </Stack>
  );
}
