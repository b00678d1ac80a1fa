import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { isSignInRole } from '../lib/destinations';
import { AuthPage } from './auth-page';
import { SignUpForm } from './sign-up-form';

/** /auth/signup[?role=participant|supporter] */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const role = params.get('role');
  return (
    <AuthPage title={t('sign_up.title')}>
      <SignUpForm initialRole={isSignInRole(role) ? role : 'participant'} />
    </AuthPage>
  );
}
