import { Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { sessionQuery } from '@/features/auth/api/get-session';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { DataExport } from '@/features/privacy/components/data-export';
import { HealthConsentSetting } from '@/features/privacy/components/health-consent-setting';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { PushSettings } from '@/features/push/components/push-settings';

export function Component() {
  const { t } = useTranslation('participant');
  const queryClient = useQueryClient();
  return (
    <ContentPage title={t('edit_profile.title')}>
      <Stack gap="xl">
        <ProfileEditor
          source="participant"
          withChecklist
          // Names, language and completeness are part of the session too.
          onSaved={() => void queryClient.invalidateQueries(sessionQuery())}
        />
        <PushSettings />
        <Divider />
        <AccountSettings />
        <Divider />
        <HealthConsentSetting />
        <Divider />
        <DataExport />
      </Stack>
    </ContentPage>
  );
}
