import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { emailError } from '@/lib/validation';
import { useRequestPasswordReset } from '../api/request-password-reset';

type ForgotPasswordFormProps = { initialEmail: string; onBack: () => void };

/** Asks for a reset link and then says "check your mailbox", whatever the server answered. */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: initialEmail }, validate: { email: emailError } });

  const submit = form.onSubmit(({ email }) => {
    // Success and failure read the same (spec §8), so nobody learns who has an account.
    requestReset.mutate(email.trim(), { onSettled: () => setSentTo(email.trim()) });
  });

  return (
    <Stack gap="md">
      {sentTo === null ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>{t('forgot_password.intro')}</Text>
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={requestReset.isPending}>
              {t('forgot_password.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="pot" variant="light" role="status" title={t('forgot_password.sent_title')}>
          {t('forgot_password.sent', { email: sentTo })}
        </Alert>
      )}
      <Anchor component="button" type="button" onClick={onBack} style={{ alignSelf: 'start' }}>
        {t('forgot_password.back')}
      </Anchor>
    </Stack>
  );
}
