import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';

/** On the phone with no usable camera either: support can move the deadline or post a kit. */
export function PhoneWithoutCamera() {
  const { t } = useTranslation('nicotine_test');
  return (
    <Alert color="yellow" variant="light" data-testid="phone-no-camera">
      {t('phone.no_camera')}
    </Alert>
  );
}
