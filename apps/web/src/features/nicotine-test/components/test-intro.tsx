import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { IdentityState } from '@quit/contracts/testkit';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { browserLocation } from '@/lib/browser-location';
import { errorMessage } from '@/lib/error-message';
import { useStartIdentityCheck } from '../api/test-actions';

/**
 * Before the test: the warning about nicotine in other forms, and the identity check needed once
 * (A6) — to the provider's page (or the sandbox's) and back to the dashboard.
 */
export function TestIntro({
  testkitId,
  identity,
  minutes,
  onStart,
}: {
  testkitId: string;
  identity: IdentityState;
  minutes: number;
  onStart: () => void;
}) {
  const { t } = useTranslation('nicotine_test');
  const check = useStartIdentityCheck();
  const verified = identity === 'verified';

  function verify() {
    check.mutate(
      {
        testkitId,
        redirectUrl: `${window.location.origin}${pageRoutes.participantDashboard}`,
      },
      {
        onSuccess: ({ url }) => {
          if (url) browserLocation.assign(url);
        },
      },
    );
  }

  return (
    <Stack gap="md" data-testid="test-step-intro">
      <Title order={3}>{t('intro.title')}</Title>
      <Alert color="orange" variant="light" data-testid="test-warning">
        <Stack gap={4}>
          <Text fw={700}>{t('intro.warning_title')}</Text>
          <Text size="sm">{t('intro.warning')}</Text>
        </Stack>
      </Alert>
      <Text>{t('intro.steps', { minutes })}</Text>
      <Paper withBorder p="md">
        <Stack gap="xs" align="start">
          <Title order={4}>{t('identity.title')}</Title>
          <Text size="sm">{t('identity.text')}</Text>
          <Text fw={600} data-testid="identity-state" role="status">
            {t(`identity.${identity}`)}
          </Text>
          {check.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(check.error)}
            </Alert>
          )}
          {/* A check left unfinished at the provider stays pending there: a new one is possible. */}
          {!verified && (
            <Button variant="default" onClick={verify} loading={check.isPending || check.isSuccess}>
              {identity === 'none' ? t('identity.button') : t('identity.again')}
            </Button>
          )}
        </Stack>
      </Paper>
      <Button onClick={onStart} disabled={!verified} style={{ alignSelf: 'start' }}>
        {t('intro.start')}
      </Button>
    </Stack>
  );
}
