import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { formatDate } from '@quit/domain/format';
import { currentLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useHealthConsent, useSetHealthConsent } from '../api/health-consent';

/** The consent to processing health data in the profile settings: when given, and withdrawal. */
export function HealthConsentSetting() {
  const { t } = useTranslation();
  const consent = useHealthConsent();
  const change = useSetHealthConsent({
    currentVersion: consent.data?.currentVersion,
    onChanged: (_consent, given) =>
      showToast({
        kind: 'success',
        message: t(given ? 'health_consent.given' : 'health_consent.withdrawn'),
      }),
  });
  const data = consent.data;
  return (
    <section aria-labelledby="health-consent-title" data-testid="health-consent-setting">
      <Stack gap="sm" align="start" maw={560}>
        <Title order={2} size="h3" id="health-consent-title">
          {t('health_consent.settings_title')}
        </Title>
        {data && (
          <>
            <Text>
              {data.given && data.givenAt
                ? t('health_consent.settings_given', {
                    date: formatDate(data.givenAt.slice(0, 10), currentLanguage()),
                    version: data.version,
                  })
                : t('health_consent.settings_missing')}
            </Text>
            <Button
              variant="outline"
              // red.9: Mantine's red (red.6) outline is 3.3:1 on white, below AA; red.9 is 5.5:1.
              color={data.given ? 'red.9' : undefined}
              loading={change.isPending}
              onClick={() => change.mutate(!data.given)}
            >
              {data.given
                ? t('health_consent.settings_withdraw')
                : t('health_consent.settings_give')}
            </Button>
          </>
        )}
      </Stack>
    </section>
  );
}
