import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
// The modal's own styles, loaded with it (no page's first screen needs them).
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Modal.layer.css';

type HealthConsentModalProps = { saving: boolean; onDecline: () => void; onAgree: () => void };

/** The consent dialog itself, shown while `HealthConsentDialog` waits for an answer. */
export function HealthConsentModal({ saving, onDecline, onAgree }: HealthConsentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onDecline}
      title={t('health_consent.title')}
      closeButtonProps={{ 'aria-label': t('health_consent.close') }}
      size="lg"
      data-testid="health-consent-dialog"
    >
      <Stack gap="sm">
        <Text>{t('health_consent.intro')}</Text>
        <List spacing="xs">
          <List.Item>{t('health_consent.what')}</List.Item>
          <List.Item>{t('health_consent.why')}</List.Item>
          <List.Item>{t('health_consent.who')}</List.Item>
          <List.Item>{t('health_consent.withdraw')}</List.Item>
        </List>
        <Text size="sm">
          <Anchor component={Link} to={pageRoutes.privacy} target="_blank">
            {t('health_consent.privacy_link')}
          </Anchor>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline}>
            {t('health_consent.decline')}
          </Button>
          <Button loading={saving} onClick={onAgree}>
            {t('health_consent.agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
