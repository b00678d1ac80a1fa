import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function Component() {
  const { t } = useTranslation('participant');
  return <ComingSoonPage title={t('calendar.title')} />;
}
