import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignInRole } from '@quit/contracts/account';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { PasswordField } from '@/components/password-field';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { emailError, requiredError } from '@/lib/validation';
import { useSignIn } from '../api/sign-in';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { FederatedSignInButton } from './federated-sign-in-button';
import { RoleChoice } from './role-choice';

type SignInFormProps = {
  initialRole: SignInRole;
  next: string | null;
  /** The provider sent the browser back with an error (`?federated=failed`). */
  federatedFailed?: boolean;
  onForgotPassword: (email: string) => void;
};

type Failure = { message: string; roleMissing: boolean };

const ROLE_CODES = new Set(['NOT_REGISTERED_AS_PARTICIPANT', 'NOT_REGISTERED_AS_SUPPORTER']);

export function SignInForm({
  initialRole,
  next,
  federatedFailed = false,
  onForgotPassword,
}: SignInFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const signIn = useSignIn();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<Failure | null>(
    federatedFailed ? { message: t('errors:SIGNIN_FAILED'), roleMissing: false } : null,
  );
  const form = useForm({
    initialValues: { role: initialRole, email: '', password: '', rememberMe: false },
    validate: { email: emailError, password: requiredError },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    signIn.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: (session) =>
          finish(session, { message: t('sign_in.success'), next, role: values.role }),
        onError: (error) => {
          // Spec §8: the toast always says "Sign-in failed"; the reason stays next to the form.
          showToast({ kind: 'error', message: t('errors:SIGNIN_FAILED') });
          const code = error instanceof ApiError ? error.code : 'INTERNAL';
          setFailure({
            message:
              code === 'SIGNIN_FAILED' ? t('sign_in.check_credentials') : errorMessage(error),
            roleMissing: ROLE_CODES.has(code),
          });
        },
      },
    );
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <RoleChoice
            label={t('sign_in.role_label')}
            value={form.values.role}
            onChange={(role) => form.setFieldValue('role', role)}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('sign_in.remember_me')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor
              component="button"
              type="button"
              onClick={() => onForgotPassword(form.values.email)}
            >
              {t('sign_in.forgot_password')}
            </Anchor>
          </Group>
          {failure !== null && (
            <Alert color="red" variant="light">
              <Text size="sm">{failure.message}</Text>
              {failure.roleMissing && (
                <Text size="sm" mt="xs">
                  {t('sign_in.role_hint')}
                </Text>
              )}
            </Alert>
          )}
          <Button type="submit" loading={signIn.isPending}>
            {t('sign_in.submit')}
          </Button>
        </Stack>
      </form>
      <FederatedSignInButton role={form.values.role} next={next} />
      <Text size="sm">
        {t('sign_in.no_account')}{' '}
        <Anchor component={Link} to={`${pageRoutes.signUp}?role=${form.values.role}`}>
          {t('sign_in.sign_up_link')}
        </Anchor>
      </Text>
    </Stack>
  );
}
