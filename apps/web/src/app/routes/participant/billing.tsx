import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { Billing } from '@/features/billing/components/billing-page';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';

export function Component() {
  const { t } = useTranslation('participant');
  // The layout only shows this page with a session.
  const { data: session } = useSession();
  const { data: config } = useWebappConfig();
  return (
    <ContentPage title={t('billing.title')}>
      {session && (
        <Billing
          participantId={session.user.id}
          holderName={`${session.user.firstName} ${session.user.lastName}`.trim()}
          sandbox={config?.sandbox.payments ?? false}
        />
      )}
    </ContentPage>
  );
}
