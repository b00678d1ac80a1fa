import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { ResourcesPage } from '@/features/programme/components/resources-page';

export function Component() {
  const { t } = useTranslation('participant');
  return (
    <ContentPage title={t('resources.title')}>
      <ResourcesPage />
    </ContentPage>
  );
}
