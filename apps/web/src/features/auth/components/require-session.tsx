import { Alert, Button, Container, Stack } from '@mantine/core';
import type { SignInRole } from '@quit/contracts/account';
import { pageRoutes } from '@quit/contracts/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useLocation } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '../api/get-session';
import { signInPath } from '../lib/destinations';
import { EmailVerificationNotice } from './email-verification-notice';
import { MissingRole } from './missing-role';

type RequireSessionProps = {
  /** The role the pages need; without it any signed-in account will do. */
  role?: SignInRole;
  children: ReactNode;
};

/**
 * Route guard: without a session to sign-in (and back afterwards); with a session that lacks
 * the role, the spec's "Not registered as …" and a way to add the role.
 */
export function RequireSession({ role, children }: RequireSessionProps) {
  const { t } = useTranslation('auth');
  const { data: session, isPending, isError, refetch, isFetching } = useSession();
  const { pathname, search, hash } = useLocation();

  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md" align="start">
          <Alert color="red" variant="light">
            {t('guard.session_unavailable')}
          </Alert>
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t('guard.retry')}
          </Button>
        </Stack>
      </Container>
    );
  }
  if (session === null) return <Navigate replace to={signInPath(pathname + search + hash, role)} />;
  if (session.user.needsIdentify) {
    const params = new URLSearchParams({ role: role ?? session.role ?? 'participant' });
    return <Navigate replace to={`${pageRoutes.identify}?${params.toString()}`} />;
  }
  if (role && !session.user.roles.includes(role))
    return <MissingRole role={role} session={session} />;
  return (
    <>
      <EmailVerificationNotice user={session.user} role={role ?? session.role} />
      {children}
    </>
  );
}
