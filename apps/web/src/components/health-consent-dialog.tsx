import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HealthConsent } from '@quit/contracts/consent';
import { pageRoutes } from '@quit/contracts/routes';
import { giveHealthConsent, registerConsentDialog } from '@/lib/health-consent';
import { healthConsentKeys } from '@/lib/query-keys';

type Pending = { consent: HealthConsent; resolve: (agreed: boolean) => void };

/**
 * The consent dialog for health data (Art. 9 (2) (a) GDPR), mounted once with the app and
 * opened by `ensureHealthConsent()` before the first diary entry or questionnaire answer.
 */
export function HealthConsentDialog() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(
    () =>
      registerConsentDialog(
        (consent) =>
          new Promise<boolean>((resolve) => {
            // A second ask replaces the first, which counts as declined (resolving twice is a no-op).
            setPending((previous) => {
              previous?.resolve(false);
              return { consent, resolve };
            });
          }),
      ),
    [],
  );

  const close = (agreed: boolean) => {
    pending?.resolve(agreed);
    setPending(null);
  };
  const agree = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const consent = await giveHealthConsent(pending.consent.currentVersion);
      queryClient.setQueryData(healthConsentKeys.consent(), consent);
      close(true);
    } catch {
      // The API client has shown the failure; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={() => close(false)}
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
          <Button variant="default" onClick={() => close(false)}>
            {t('health_consent.decline')}
          </Button>
          <Button loading={saving} onClick={() => void agree()}>
            {t('health_consent.agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
