import type { GetInputPropsReturnType } from '@mantine/form';
import { MIN_PASSWORD_LENGTH } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/password-field';

/** A new password with its rule, and its confirmation: sign-up, reset and change. */
export function NewPasswordFields(props: {
  label: 'password' | 'new_password';
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={t(`fields.${props.label}`)}
        description={t('fields.password_rule', { count: MIN_PASSWORD_LENGTH })}
        autoComplete="new-password"
        required
        {...props.password}
      />
      <PasswordField
        label={t('fields.password_confirmation')}
        autoComplete="new-password"
        required
        {...props.confirmation}
      />
    </>
  );
}
