import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { UnsubscribeConfirm } from '@/features/reminders/components/unsubscribe-confirm';

/** /reminders/unsubscribe?token=…, the link at the foot of every reminder mail. */
export function Component() {
  const { t } = useTranslation('reminders');
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('title')}>
      <UnsubscribeConfirm token={params.get('token')} />
    </AuthPage>
  );
}
