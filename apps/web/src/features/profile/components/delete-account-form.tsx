import { Alert, Button, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '@/lib/use-translation';
import { PasswordField } from '@/components/password-field';
import { errorMessage } from '@/lib/error-message';
import { showServerError } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import type { ProfileSource } from '../api/get-profile';
import { useDeleteAccount } from '../api/delete-account';
import '@/components/form-styles';

type DeleteAccountFormProps = {
  source: ProfileSource;
  /** The signed-in account's email, which has to be typed to confirm. */
  email: string;
};

const sameEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/** The danger zone: what deleting does, then the typed email and the password, then DELETE. */
export function DeleteAccountForm({ source, email }: DeleteAccountFormProps) {
  const { t } = useTranslation('profile');
  const deleteAccount = useDeleteAccount();
  const form = useForm({ initialValues: { confirmation: '', password: '' } });
  const { confirmation, password } = form.values;
  const confirmed = sameEmail(confirmation, email) && password !== '';
  const consequences = source === 'participant' ? 'participant' : 'supporter';

  const submit = form.onSubmit((values) => {
    if (!confirmed) return;
    deleteAccount.mutate(
      { source, confirmation: values.confirmation.trim(), password: values.password },
      {
        onSuccess: () => showToast({ kind: 'success', message: t('delete.done') }),
        onError: (error) => {
          const unplaced = showServerError(form, error, { WRONG_PASSWORD: 'password' });
          if (unplaced !== null) showToast({ kind: 'error', message: errorMessage(error) });
        },
      },
    );
  });

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="delete-account-title">
      <Stack gap="md" maw={560}>
        <Title order={2} size="h3" id="delete-account-title">
          {t('delete.title')}
        </Title>
        <Text>{t('delete.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('delete.erases_data')}</List.Item>
          <List.Item>{t('delete.ends_sessions')}</List.Item>
          <List.Item>{t(`delete.${consequences}_consequence`)}</List.Item>
          <List.Item>{t('delete.bookkeeping')}</List.Item>
        </List>
        <Alert color="red" variant="light" role="note">
          {t('delete.irreversible')}
        </Alert>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('delete.confirmation_label', { email })}
              autoComplete="off"
              spellCheck={false}
              required
              {...form.getInputProps('confirmation')}
            />
            <PasswordField
              label={t('fields.password')}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button
              type="submit"
              // red.9: Mantine's lighter reds fail 4.5:1 with white text.
              color="red.9"
              disabled={!confirmed}
              loading={deleteAccount.isPending}
              style={{ alignSelf: 'start' }}
            >
              {t('delete.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
