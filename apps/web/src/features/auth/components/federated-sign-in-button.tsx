import { Alert, Button, Divider, Stack } from '@mantine/core';
import type { SignInRole } from '@quit/contracts/account';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useFederatedConfig } from '../api/get-federated-config';
import { onFederatedSignIn, startFederatedSignIn } from '../lib/federated';
import { useCompleteFederatedSignIn } from '../lib/use-complete-federated-sign-in';

type FederatedSignInButtonProps = { role: SignInRole; next?: string | null };

/** "Continue with <provider>", shown only when the deployment has a provider. */
export function FederatedSignInButton({ role, next = null }: FederatedSignInButtonProps) {
  const { t } = useTranslation('auth');
  const { data: config } = useFederatedConfig();
  const { complete, failure, isPending } = useCompleteFederatedSignIn();
  // Only the window that opened the popup acts, and only once (both channels may deliver).
  const waiting = useRef(false);

  useEffect(
    () =>
      onFederatedSignIn(() => {
        if (!waiting.current) return;
        waiting.current = false;
        void complete(role, next);
      }),
    [complete, role, next],
  );

  if (!config?.enabled) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('federated.or')} labelPosition="center" />
      <Button
        variant="default"
        loading={isPending}
        onClick={() => {
          waiting.current = startFederatedSignIn(role) === 'popup';
        }}
      >
        {t('federated.continue_with', { provider: config.providerName })}
      </Button>
      {failure !== null && (
        <Alert color="red" variant="light">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
