import { Loader, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import { showToast } from '@/lib/toast';
import { useSignOut } from '../api/sign-out';
import { AuthPage } from './auth-page';

/** /auth/signout: ends the session, forgets everything cached and goes home (spec §4). */
export function SignOutScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutate: signOut } = useSignOut();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effects
    started.current = true;
    signOut(undefined, {
      onSettled: () => {
        showToast({ kind: 'success', message: t('sign_out.done') });
        void navigate('/', { replace: true });
      },
    });
  }, [signOut, navigate, t]);

  return (
    <AuthPage title={t('sign_out.title')}>
      <Text role="status">
        <Loader size="xs" mr="sm" aria-hidden />
        {t('sign_out.in_progress')}
      </Text>
    </AuthPage>
  );
}
