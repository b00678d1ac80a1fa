import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { CalendarPage } from '@/features/programme/components/calendar-page';

export function Component() {
  const { t } = useTranslation('participant');
  return (
    <ContentPage title={t('calendar.title')}>
      <CalendarPage />
    </ContentPage>
  );
}
