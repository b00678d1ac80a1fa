import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionResponse, SignInRole } from '@quit/contracts/account';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showServerError } from '@/lib/form-errors';
import { birthDateError, requiredError } from '@/lib/validation';
import { useIdentify } from '../api/identify';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { PersonFields } from './person-fields';

type IdentifyFormProps = { session: SessionResponse; initialRole: SignInRole };

/** Completes an account made by a federated sign-in: what sign-up asks and the provider lacks. */
export function IdentifyForm({ session, initialRole }: IdentifyFormProps) {
  const { t } = useTranslation('auth');
  const identify = useIdentify();
  const finish = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      role: initialRole,
      firstName: session.user.firstName,
      lastName: session.user.lastName,
      birthDate: null as string | null,
    },
    validate: {
      firstName: requiredError,
      lastName: requiredError,
      birthDate: (value) => birthDateError(value),
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    identify.mutate(
      {
        role: values.role,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthDate: values.birthDate ?? '',
      },
      {
        onSuccess: (entered) =>
          finish(entered, { message: t('sign_in.success'), role: values.role }),
        onError: (error) =>
          setFailure(
            showServerError(form, error, { TOO_YOUNG: 'birthDate' }, ['firstName', 'lastName']),
          ),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('identify.intro', { email: session.user.email })}</Text>
        <PersonFields
          role={form.values.role}
          onRoleChange={(role) => form.setFieldValue('role', role)}
          firstName={form.getInputProps('firstName')}
          lastName={form.getInputProps('lastName')}
          birthDate={form.getInputProps('birthDate')}
        />
        {failure !== null && (
          <Alert color="red" variant="light">
            {failure}
          </Alert>
        )}
        <Button type="submit" loading={identify.isPending}>
          {t('identify.submit')}
        </Button>
      </Stack>
    </form>
  );
}
