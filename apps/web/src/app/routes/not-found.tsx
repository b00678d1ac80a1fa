import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ContentPage } from '@/components/content-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('not_found.title')}>
      <Text>{t('not_found.text')}</Text>
      <Anchor component={Link} to="/">
        {t('back_home')}
      </Anchor>
    </ContentPage>
  );
}
