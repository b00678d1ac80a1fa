import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ApiError } from '@/lib/api-error';
import { showServerError } from '@/lib/form-errors';
import { confirmationError, passwordError } from '@/lib/validation';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { NewPasswordFields } from './new-password-fields';

const FIELD_BY_CODE = {
  INVALID_PASSWORD: 'password',
  PASSWORDS_DO_NOT_MATCH: 'passwordConfirmation',
} as const;
const FORGOT_PATH = `${pageRoutes.signIn}?step=forgot`;

/** The mailed link's page: a new password for the account the token belongs to. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const confirmReset = useConfirmPasswordReset();
  const [state, setState] = useState<'editing' | 'done' | 'invalid_link'>(
    token ? 'editing' : 'invalid_link',
  );
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: {
      password: passwordError,
      passwordConfirmation: (value, values) => confirmationError(values.password, value),
    },
  });

  const submit = form.onSubmit((values) => {
    if (!token) return;
    setFailure(null);
    confirmReset.mutate(
      { token, ...values },
      {
        onSuccess: () => setState('done'),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'INVALID_RESET_LINK') {
            setState('invalid_link');
            return;
          }
          setFailure(showServerError(form, error, FIELD_BY_CODE));
        },
      },
    );
  });

  if (state === 'done') {
    return (
      <Stack gap="md">
        <Alert color="pot" variant="light" role="status" title={t('reset_password.done_title')}>
          {t('reset_password.done')}
        </Alert>
        <Button component={Link} to={pageRoutes.signIn} style={{ alignSelf: 'start' }}>
          {t('reset_password.sign_in')}
        </Button>
      </Stack>
    );
  }
  if (state === 'invalid_link') {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {t('errors:INVALID_RESET_LINK')}
        </Alert>
        <Anchor component={Link} to={FORGOT_PATH}>
          {t('reset_password.new_link')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('reset_password.intro')}</Text>
        <NewPasswordFields
          label="new_password"
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('passwordConfirmation')}
        />
        {failure !== null && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={confirmReset.isPending}>
          {t('reset_password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
