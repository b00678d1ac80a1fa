import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Marks legal text that the operator of the deployment still has to supply. */
export function PlaceholderNotice() {
  const { t } = useTranslation('legal');
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
      {t('placeholder_notice')}
    </Alert>
  );
}
