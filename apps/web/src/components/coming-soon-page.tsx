import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from './content-page';

/** Placeholder for a page whose feature is still being built. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ContentPage title={title}>
      <Text>{t('coming_soon')}</Text>
    </ContentPage>
  );
}
