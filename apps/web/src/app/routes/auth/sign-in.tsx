import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function Component() {
  const { t } = useTranslation('auth');
  return <ComingSoonPage title={t('sign_in.title')} />;
}
