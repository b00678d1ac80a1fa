import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { browserLocation } from '@/lib/browser-location';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import { useBankAccount } from '../api/get-bank-account';
import { useProviderAccount } from '../api/get-provider-account';
import { useStartOnboarding } from '../api/start-onboarding';
import { BankAccountForm } from './bank-account-form';

type PayoutMethodSectionProps = {
  /** The participant's name, which fills the account holder field. */
  holderName: string;
  /** The deployment runs the payment sandbox: explain its test IBANs. */
  sandbox: boolean;
};

/** Where a payout goes: a bank account (IBAN), or the account at the payment provider. */
export function PayoutMethodSection({ holderName, sandbox }: PayoutMethodSectionProps) {
  const { t } = useTranslation('billing');
  return (
    <Stack component="section" aria-labelledby="payout-method-title" gap="md">
      <Title order={2} id="payout-method-title" tabIndex={-1}>
        {t('method.title')}
      </Title>
      <Text>{t('method.intro')}</Text>
      <Paper withBorder p="lg" component="section" aria-labelledby="bank-title">
        <Stack gap="md">
          <Title order={3} id="bank-title">
            {t('bank.title')}
          </Title>
          {sandbox && (
            <Alert color="blue" variant="light" data-testid="sandbox-iban-hint">
              {t('bank.sandbox_hint')}
            </Alert>
          )}
          <BankAccount holderName={holderName} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" component="section" aria-labelledby="provider-title">
        <ProviderAccount />
      </Paper>
    </Stack>
  );
}

function BankAccount({ holderName }: { holderName: string }) {
  const { t } = useTranslation('billing');
  const { data, isPending, isError } = useBankAccount();
  const deleteBankAccount = useDeleteBankAccount();
  if (isPending) return <Loader size="sm" role="status" aria-label={t('loading')} />;
  if (isError) return <Text>{t('bank.unavailable')}</Text>;
  const account = data.bankAccount;
  if (account === null) return <BankAccountForm holderName={holderName} />;
  return (
    <Stack gap="sm" align="start" data-testid="bank-account">
      <Text>
        {t('bank.holder')}: <strong>{account.accountHolder}</strong>
      </Text>
      <Text>
        {t('bank.iban')}: <strong data-testid="bank-iban">{account.ibanMasked}</strong>
      </Text>
      <Button
        variant="outline"
        color="red.9"
        loading={deleteBankAccount.isPending}
        onClick={() => deleteBankAccount.mutate()}
      >
        {t('bank.remove')}
      </Button>
    </Stack>
  );
}

const STATUS_COLOR = { none: 'gray', onboarding: 'blue', ready: 'pot' } as const;

function ProviderAccount() {
  const { t } = useTranslation('billing');
  const { data, isPending, isError } = useProviderAccount();
  const startOnboarding = useStartOnboarding();
  const [params] = useSearchParams();
  const returned = params.get('onboarding');
  // After a successful start the browser is on its way to the provider.
  const leaving = startOnboarding.isSuccess;
  return (
    <Stack gap="md" align="start">
      <Title order={3} id="provider-title">
        {t('provider.title')}
      </Title>
      {(returned === 'done' || returned === 'retry') && (
        <Alert color={returned === 'done' ? 'pot' : 'gray'} variant="light" role="status">
          {t(`provider.returned_${returned}`)}
        </Alert>
      )}
      {isPending ? (
        <Loader size="sm" role="status" aria-label={t('loading')} />
      ) : isError ? (
        <Text>{t('provider.unavailable')}</Text>
      ) : (
        <>
          <Group gap="sm">
            <Text>
              {t('provider.status_label', { provider: t(`provider.names.${data.provider}`) })}
            </Text>
            <Badge
              color={STATUS_COLOR[data.status]}
              variant="light"
              tt="none"
              data-testid="provider-status"
            >
              {t(`provider.status.${data.status}`)}
            </Badge>
          </Group>
          <Text size="sm">{t(`provider.explain.${data.status}`)}</Text>
          {data.status !== 'ready' && (
            <Button
              variant="outline"
              loading={startOnboarding.isPending || leaving}
              onClick={() =>
                startOnboarding.mutate(undefined, {
                  onSuccess: ({ url }) => browserLocation.assign(url),
                })
              }
            >
              {t(data.status === 'none' ? 'provider.start' : 'provider.continue')}
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
