import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SignInRole } from '@quit/contracts/account';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { Trans, useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { showServerError } from '@/lib/form-errors';
import {
  birthDateError,
  confirmationError,
  emailError,
  passwordError,
  requiredError,
} from '@/lib/validation';
import { useSignUp } from '../api/sign-up';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { FederatedSignInButton } from './federated-sign-in-button';
import { PersonFields } from './person-fields';
import { NewPasswordFields } from './new-password-fields';

type SignUpValues = {
  role: SignInRole;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  email: string;
  password: string;
  passwordConfirmation: string;
};

const FIELD_BY_CODE = {
  EMAIL_IN_USE: 'email',
  INVALID_PASSWORD: 'password',
  PASSWORDS_DO_NOT_MATCH: 'passwordConfirmation',
  TOO_YOUNG: 'birthDate',
} as const;
const FIELDS = ['firstName', 'lastName', 'birthDate', 'email', 'password', 'passwordConfirmation'];

export function SignUpForm({ initialRole }: { initialRole: SignInRole }) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpValues>({
    initialValues: {
      role: initialRole,
      firstName: '',
      lastName: '',
      birthDate: null,
      email: '',
      password: '',
      passwordConfirmation: '',
    },
    validate: {
      firstName: requiredError,
      lastName: requiredError,
      birthDate: (value) => birthDateError(value),
      email: emailError,
      password: passwordError,
      passwordConfirmation: (value, values) => confirmationError(values.password, value),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    signUp.mutate(
      {
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        birthDate: values.birthDate ?? '',
      },
      {
        // A new participant starts with the welcome steps (congratulations, questionnaire).
        onSuccess: (session) =>
          finish(session, {
            message: t('sign_up.success'),
            role: values.role,
            next: values.role === 'participant' ? pageRoutes.welcomeCongratulations : null,
          }),
        onError: (error) => setFailure(showServerError(form, error, FIELD_BY_CODE, FIELDS)),
      },
    );
  });

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PersonFields
            role={form.values.role}
            onRoleChange={(role) => form.setFieldValue('role', role)}
            firstName={form.getInputProps('firstName')}
            lastName={form.getInputProps('lastName')}
            birthDate={form.getInputProps('birthDate')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            label="password"
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('passwordConfirmation')}
          />
          {failure !== null && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          {form.values.role === 'participant' && (
            // Said up front (T5, T7, T8): before anyone signs up to be tested.
            <Text size="sm" data-testid="sign-up-test-terms">
              {t('sign_up.test_terms')}
            </Text>
          )}
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="sign_up.legal"
              components={{
                terms: <Anchor component={Link} to={pageRoutes.terms} />,
                privacy: <Anchor component={Link} to={pageRoutes.privacy} />,
              }}
            />
          </Text>
          <Button type="submit" loading={signUp.isPending}>
            {t('sign_up.submit')}
          </Button>
        </Stack>
      </form>
      <FederatedSignInButton role={form.values.role} />
      <Text size="sm">
        {t('sign_up.have_account')}{' '}
        <Anchor component={Link} to={`${pageRoutes.signIn}?role=${form.values.role}`}>
          {t('sign_up.sign_in_link')}
        </Anchor>
      </Text>
    </Stack>
  );
}
