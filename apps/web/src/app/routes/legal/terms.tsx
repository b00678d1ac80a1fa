import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page';
import { PlaceholderNotice } from './placeholder-notice';

export function Component() {
  const { t } = useTranslation('legal');
  return (
    <ContentPage title={t('terms.title')}>
      <PlaceholderNotice />
      <Text>{t('terms.paragraph_1')}</Text>
    </ContentPage>
  );
}
