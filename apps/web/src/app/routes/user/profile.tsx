import { Divider, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { sessionQuery } from '@/features/auth/api/get-session';
import { AccountSettings } from '@/features/auth/components/account-settings';
import { DataExport } from '@/features/privacy/components/data-export';
import { ProfileEditor } from '@/features/profile/components/profile-editor';

export function Component() {
  const { t } = useTranslation('user');
  const queryClient = useQueryClient();
  return (
    <ContentPage title={t('profile.title')}>
      <Stack gap="xl">
        <ProfileEditor
          source="user"
          // Names and language are part of the session too.
          onSaved={() => void queryClient.invalidateQueries(sessionQuery())}
        />
        <AccountSettings />
        <Divider />
        <DataExport />
      </Stack>
    </ContentPage>
  );
}
