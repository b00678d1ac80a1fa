import { Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { isSignInRole } from '../lib/destinations';
import { AuthPage } from './auth-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';

/** /auth/signin[?role=…&next=…&step=forgot]: sign in, or ask for a reset link on the same page. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const role = params.get('role');
  const [step, setStep] = useState<{ name: 'sign_in' | 'forgot'; email: string }>({
    name: params.get('step') === 'forgot' ? 'forgot' : 'sign_in',
    email: '',
  });

  return (
    <AuthPage title={t('sign_in.title')}>
      {step.name === 'sign_in' ? (
        <SignInForm
          initialRole={isSignInRole(role) ? role : 'participant'}
          next={params.get('next')}
          federatedFailed={params.get('federated') === 'failed'}
          onForgotPassword={(email) => setStep({ name: 'forgot', email })}
        />
      ) : (
        <>
          <Title order={2} size="h3">
            {t('forgot_password.title')}
          </Title>
          <ForgotPasswordForm
            initialEmail={step.email}
            onBack={() => setStep({ name: 'sign_in', email: step.email })}
          />
        </>
      )}
    </AuthPage>
  );
}
