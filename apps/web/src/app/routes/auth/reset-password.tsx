import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** /auth/reset-password?token=…, the link in the password-reset mail. */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('reset_password.title')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthPage>
  );
}
