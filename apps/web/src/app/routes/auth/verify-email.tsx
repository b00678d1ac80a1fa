import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { VerifyEmailForm } from '@/features/auth/components/verify-email-form';

/** /auth/verify-email?token=…, the link in the email-verification mail (decisions A7). */
export function Component() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('verify_email.title')}>
      <VerifyEmailForm token={params.get('token')} />
    </AuthPage>
  );
}
