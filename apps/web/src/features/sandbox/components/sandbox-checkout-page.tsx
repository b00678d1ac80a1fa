import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { SandboxCheckout, SandboxCheckoutAction } from '@quit/contracts/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-error';
import { browserLocation } from '@/lib/browser-location';
import { errorMessage } from '@/lib/error-message';
import { useFormatters } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useCompleteSandboxCheckout } from '../api/complete-checkout';
import { useSandboxCheckout } from '../api/get-checkout';
import '@/components/money-styles';

type Action = SandboxCheckoutAction['action'];

/** Not the contracts' SANDBOX_ACTIONS: importing a value from there would load zod with the page. */
const ACTIONS = [
  { action: 'pay', variant: 'filled', color: undefined },
  { action: 'pay_refunds_fail', variant: 'outline', color: undefined },
  { action: 'decline', variant: 'outline', color: 'red.9' },
  { action: 'cancel', variant: 'default', color: undefined },
] as const satisfies readonly { action: Action; variant: string; color?: string }[];

/**
 * The return address of a finished session without the outcome the checkout would have added:
 * the page behind it should not claim a cancellation that did not happen.
 */
export function returnAddress(cancelUrl: string): string {
  if (!URL.canParse(cancelUrl)) return '/';
  const url = new URL(cancelUrl);
  url.searchParams.delete('donation');
  return url.toString();
}

/** /sandbox/checkout/:sessionId: stands in for the payment provider's checkout in test mode. */
export function SandboxCheckoutPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('sandbox');
  const { data: checkout, error, isPending } = useSandboxCheckout(sessionId);
  usePageTitle(t('title'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Alert color="blue" variant="light" title={t('banner_title')} data-testid="sandbox-banner">
          {t('banner_text')}
        </Alert>
        <Title order={1}>{t('title')}</Title>
        {isPending ? (
          <PageLoader />
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {error instanceof ApiError &&
            (error.code === 'NOT_FOUND' || error.code === 'INVALID_DATA')
              ? t('not_found')
              : errorMessage(error)}
          </Alert>
        ) : (
          <CheckoutSession checkout={checkout} />
        )}
      </Stack>
    </Container>
  );
}

function CheckoutSession({ checkout }: { checkout: SandboxCheckout }) {
  const { t } = useTranslation('sandbox');
  const format = useFormatters(checkout.currency);
  const complete = useCompleteSandboxCheckout();
  const [chosen, setChosen] = useState<Action | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = complete.isPending || leaving;

  function choose(action: Action) {
    setChosen(action);
    complete.mutate(
      { sessionId: checkout.id, action },
      {
        onSuccess: ({ redirectUrl }) => {
          setLeaving(true);
          browserLocation.assign(redirectUrl);
        },
      },
    );
  }

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Text data-testid="checkout-description">{checkout.description}</Text>
          <Text size="xl" fw={700} data-testid="checkout-amount">
            {format.money(checkout.amountCents)}
          </Text>
        </Stack>
        {checkout.status === 'open' ? (
          <Stack gap="sm" align="stretch" maw={420}>
            {ACTIONS.map(({ action, variant, color }) => (
              <Button
                key={action}
                variant={variant}
                color={color}
                disabled={busy && chosen !== action}
                loading={busy && chosen === action}
                onClick={() => choose(action)}
                // The long labels wrap on small screens rather than being cut off.
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </Stack>
        ) : (
          <Stack gap="sm" align="start">
            <Text role="status">{t(`finished.${checkout.status}`)}</Text>
            <Anchor href={returnAddress(checkout.cancelUrl)}>{t('back')}</Anchor>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
