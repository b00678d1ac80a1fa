import { Alert, Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { SandboxIdentity, SandboxIdentityAction } from '@quit/contracts/testkit';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-error';
import { browserLocation } from '@/lib/browser-location';
import { errorMessage } from '@/lib/error-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useAnswerSandboxIdentity, useSandboxIdentity } from '../api/identity';

type Action = SandboxIdentityAction['action'];

const ACTIONS = [
  { action: 'verify', variant: 'filled', color: undefined },
  { action: 'fail', variant: 'outline', color: 'red.9' },
  { action: 'cancel', variant: 'default', color: undefined },
] as const satisfies readonly { action: Action; variant: string; color?: string }[];

/** /sandbox/identity/:sessionId: stands in for Stripe Identity (document and selfie) in test mode. */
export function SandboxIdentityPage({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('sandbox');
  const { data: session, error, isPending } = useSandboxIdentity(sessionId);
  usePageTitle(t('identity.title'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Alert
          color="blue"
          variant="light"
          title={t('identity.banner_title')}
          data-testid="sandbox-banner"
        >
          {t('identity.banner_text')}
        </Alert>
        <Title order={1}>{t('identity.title')}</Title>
        {isPending ? (
          <PageLoader />
        ) : error ? (
          <Alert color="red" variant="light" role="alert">
            {error instanceof ApiError &&
            (error.code === 'NOT_FOUND' || error.code === 'INVALID_DATA')
              ? t('identity.not_found')
              : errorMessage(error)}
          </Alert>
        ) : (
          <IdentitySession session={session} />
        )}
      </Stack>
    </Container>
  );
}

function IdentitySession({ session }: { session: SandboxIdentity }) {
  const { t } = useTranslation('sandbox');
  const answer = useAnswerSandboxIdentity();
  const [chosen, setChosen] = useState<Action | null>(null);
  const [leaving, setLeaving] = useState(false);
  const busy = answer.isPending || leaving;

  function choose(action: Action) {
    setChosen(action);
    answer.mutate(
      { sessionId: session.id, action },
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
      {session.status === 'pending' ? (
        <Stack gap="sm" align="stretch" maw={420}>
          {ACTIONS.map(({ action, variant, color }) => (
            <Button
              key={action}
              variant={variant}
              color={color}
              disabled={busy && chosen !== action}
              loading={busy && chosen === action}
              onClick={() => choose(action)}
            >
              {t(`identity.actions.${action}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Stack gap="sm" align="start">
          <Text role="status">{t(`identity.finished.${session.status}`)}</Text>
          <Anchor href={pageRoutes.participantDashboard}>{t('identity.back')}</Anchor>
        </Stack>
      )}
    </Paper>
  );
}
