import { Group, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { SignInRole } from '@quit/contracts/account';
import { useTranslation } from '@/lib/use-translation';
import { DateField } from '@/components/date-field';
import { RoleChoice } from './role-choice';

/** Role, names and birth date: what sign-up and /auth/identify both ask. */
export function PersonFields(props: {
  role: SignInRole;
  onRoleChange: (role: SignInRole) => void;
  firstName: GetInputPropsReturnType;
  lastName: GetInputPropsReturnType;
  birthDate: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <RoleChoice
        label={t('sign_up.role_label')}
        value={props.role}
        onChange={props.onRoleChange}
      />
      <Group grow align="start" gap="md">
        <TextInput
          label={t('fields.first_name')}
          autoComplete="given-name"
          required
          {...props.firstName}
        />
        <TextInput
          label={t('fields.last_name')}
          autoComplete="family-name"
          required
          {...props.lastName}
        />
      </Group>
      <DateField
        label={t('fields.birth_date')}
        autoComplete="bday"
        required
        defaultLevel="decade"
        maxDate={new Date()}
        {...props.birthDate}
      />
    </>
  );
}
