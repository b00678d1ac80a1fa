import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useWebappConfig } from '../api/get-webapp-config';

/** Tells everyone that payments are simulated when the deployment runs the payment sandbox. */
export function SandboxBadge(props: Pick<BadgeProps, 'visibleFrom' | 'hiddenFrom'>) {
  const { t } = useTranslation('config');
  const { data } = useWebappConfig();
  if (!data?.sandbox.payments) return null;
  return (
    <Badge
      color="yellow"
      variant="filled"
      autoContrast
      title={t('sandbox_description')}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {t('sandbox_badge')}
    </Badge>
  );
}
