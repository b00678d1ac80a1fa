import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useWebappConfig } from '../api/get-webapp-config';

/** A banner on the pages where money changes hands, when the deployment runs the sandbox. */
export function SandboxNotice() {
  const { t } = useTranslation('config');
  const { data } = useWebappConfig();
  if (!data?.sandbox.payments) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      title={t('sandbox_notice_title')}
      data-testid="sandbox-notice"
    >
      {t('sandbox_description')}
    </Alert>
  );
}
