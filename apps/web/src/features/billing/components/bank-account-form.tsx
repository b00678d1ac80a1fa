import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showServerError } from '@/lib/form-errors';
import { showToast } from '@/lib/toast';
import { requiredError } from '@/lib/validation';
import { useSetBankAccount } from '../api/set-bank-account';

/** The id of the form's first field, which "Add a payout method" moves the focus to. */
export const ACCOUNT_HOLDER_FIELD_ID = 'bank-account-holder';

const FIELDS = ['accountHolder', 'iban'];

export function BankAccountForm({ holderName }: { holderName: string }) {
  const { t } = useTranslation('billing');
  const setBankAccount = useSetBankAccount({
    onSaved: () => showToast({ kind: 'success', message: t('bank.saved') }),
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { accountHolder: holderName, iban: '' },
    validate: { accountHolder: requiredError, iban: requiredError },
  });
  const submit = form.onSubmit((values) => {
    setFormError(null);
    setBankAccount.mutate(
      { accountHolder: values.accountHolder.trim(), iban: values.iban.trim() },
      {
        onError: (error) =>
          setFormError(
            showServerError(
              form,
              error,
              { INVALID_IBAN: 'iban', BANK_ACCOUNT_REFUSED: 'iban' },
              FIELDS,
            ),
          ),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="bank-title">
      <Stack gap="md" maw={480}>
        <TextInput
          id={ACCOUNT_HOLDER_FIELD_ID}
          label={t('bank.holder')}
          autoComplete="name"
          required
          {...form.getInputProps('accountHolder')}
        />
        <TextInput
          label={t('bank.iban')}
          description={t('bank.iban_hint')}
          autoComplete="off"
          spellCheck={false}
          required
          {...form.getInputProps('iban')}
        />
        {formError !== null && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={setBankAccount.isPending} style={{ alignSelf: 'start' }}>
          {t('bank.save')}
        </Button>
      </Stack>
    </form>
  );
}
