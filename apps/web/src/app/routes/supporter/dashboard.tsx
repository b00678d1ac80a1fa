import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function Component() {
  const { t } = useTranslation('supporter');
  return <ComingSoonPage title={t('dashboard.title')} />;
}
