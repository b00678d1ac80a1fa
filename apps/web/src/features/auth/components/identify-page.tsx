import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { SignInRole } from '@quit/contracts/account';
import { pageRoutes } from '@quit/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useSearchParams } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '../api/get-session';
import { isSignInRole } from '../lib/destinations';
import { announceFederatedSignIn } from '../lib/federated';
import { useCompleteFederatedSignIn } from '../lib/use-complete-federated-sign-in';
import { AuthPage } from './auth-page';
import { IdentifyForm } from './identify-form';

/**
 * /auth/identify?mode=popup|redirect&role=…, where the federated provider sends the browser
 * back. In the popup it tells the opener and closes; otherwise it finishes here: the form for
 * a new account, or straight on to the dashboard.
 */
export function IdentifyPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const roleParam = params.get('role');
  const role: SignInRole = isSignInRole(roleParam) ? roleParam : 'participant';
  const [inPopup, setInPopup] = useState(params.get('mode') === 'popup');

  return (
    <AuthPage title={t('identify.title')}>
      {inPopup ? (
        <PopupDone onContinueHere={() => setInPopup(false)} />
      ) : (
        <FinishHere role={role} />
      )}
    </AuthPage>
  );
}

function PopupDone({ onContinueHere }: { onContinueHere: () => void }) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    announceFederatedSignIn();
    window.close();
  }, []);
  // Shown only when the browser keeps the window open (it was not opened by our page).
  return (
    <Stack gap="md">
      <Text role="status">{t('identify.popup_done')}</Text>
      <Button onClick={onContinueHere} style={{ alignSelf: 'start' }}>
        {t('identify.continue_here')}
      </Button>
    </Stack>
  );
}

function FinishHere({ role }: { role: SignInRole }) {
  const { t } = useTranslation('auth');
  const { data: session, isPending, isError } = useSession();
  const { complete, failure } = useCompleteFederatedSignIn();
  const decided = useRef(false);

  // Decided once, on the first session this page sees: a new account gets the form, any other
  // enters the role. (After the form, the session changes too; that must not enter again.)
  useEffect(() => {
    if (session == null || decided.current) return;
    decided.current = true;
    if (!session.user.needsIdentify) void complete(role);
  }, [session, complete, role]);

  if (isPending) return <PageLoader />;
  if (isError || session === null || failure !== null) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light">
          {failure ?? t('identify.no_session')}
        </Alert>
        <Anchor component={Link} to={`${pageRoutes.signIn}?role=${role}`}>
          {t('identify.back_to_sign_in')}
        </Anchor>
      </Stack>
    );
  }
  if (session.user.needsIdentify) return <IdentifyForm session={session} initialRole={role} />;
  return <PageLoader />;
}
