import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { WelcomeCongratulations } from '@/features/questionnaires/components/welcome-congratulations';

export function Component() {
  const { t } = useTranslation('welcome');
  return (
    <ContentPage title={t('congratulations.title')}>
      <WelcomeCongratulations />
    </ContentPage>
  );
}
