import { Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/password-field';
import { errorMessage } from '@/lib/error-message';
import { showServerError } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { confirmationError, passwordError, requiredError } from '@/lib/validation';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const FIELD_BY_CODE = {
  WRONG_PASSWORD: 'currentPassword',
  INVALID_PASSWORD: 'newPassword',
  PASSWORDS_DO_NOT_MATCH: 'newPasswordConfirmation',
} as const;

export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    validate: {
      currentPassword: requiredError,
      newPassword: passwordError,
      newPasswordConfirmation: (value, values) => confirmationError(values.newPassword, value),
    },
  });

  const submit = form.onSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('change_password.done') });
        form.reset();
      },
      onError: (error) => {
        const unplaced = showServerError(form, error, FIELD_BY_CODE);
        if (unplaced !== null) showToast({ kind: 'error', message: errorMessage(error) });
      },
    });
  });

  return (
    <section aria-labelledby="change-password-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <Title order={2} size="h3" id="change-password-title">
            {t('change_password.title')}
          </Title>
          <PasswordField
            label={t('fields.current_password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            label="new_password"
            password={form.getInputProps('newPassword')}
            confirmation={form.getInputProps('newPasswordConfirmation')}
          />
          <Button
            type="submit"
            variant="outline"
            loading={changePassword.isPending}
            style={{ alignSelf: 'start' }}
          >
            {t('change_password.submit')}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
