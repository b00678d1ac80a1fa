import { useTranslation } from '@/lib/use-translation';
import { useParams } from '@/lib/router';
import { AuthPage } from '@/features/auth/components/auth-page';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { PhoneTest } from '@/features/nicotine-test/components/phone-test';

/** /t/{token}: the link of a test handed to a phone (T4). */
export function Component() {
  const { t } = useTranslation('nicotine_test');
  const { token = '' } = useParams();
  const { data: config } = useWebappConfig();
  return (
    <AuthPage title={t('phone.title')}>
      <PhoneTest token={token} recordingChunkSeconds={config?.recordingChunkSeconds} />
    </AuthPage>
  );
}
