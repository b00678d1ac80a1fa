import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
