import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/password-field';
import { errorMessage } from '@/lib/error-message';
import { showServerError } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { emailError, requiredError } from '@/lib/validation';
import { useChangeEmail } from '../api/change-email';

const FIELD_BY_CODE = { EMAIL_IN_USE: 'newEmail', WRONG_PASSWORD: 'currentPassword' } as const;

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('auth');
  const changeEmail = useChangeEmail();
  const form = useForm({
    initialValues: { newEmail: '', currentPassword: '' },
    validate: { newEmail: emailError, currentPassword: requiredError },
  });

  const submit = form.onSubmit((values) => {
    changeEmail.mutate(
      { ...values, newEmail: values.newEmail.trim() },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t('change_email.done') });
          form.reset();
        },
        onError: (error) => {
          const unplaced = showServerError(form, error, FIELD_BY_CODE, ['newEmail']);
          if (unplaced !== null) showToast({ kind: 'error', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <section aria-labelledby="change-email-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          <Title order={2} size="h3" id="change-email-title">
            {t('change_email.title')}
          </Title>
          <Text size="sm">{t('change_email.current', { email: currentEmail })}</Text>
          <TextInput
            label={t('fields.new_email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('newEmail')}
          />
          <PasswordField
            label={t('fields.current_password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <Button
            type="submit"
            variant="outline"
            loading={changeEmail.isPending}
            style={{ alignSelf: 'start' }}
          >
            {t('change_email.submit')}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
