import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';

export function Component() {
  const { t } = useTranslation('legal');
  return (
    <ContentPage title={t('about.title')}>
      <Text>{t('about.paragraph_1')}</Text>
      <Text>{t('about.paragraph_2')}</Text>
    </ContentPage>
  );
}
