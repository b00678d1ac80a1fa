import { Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { useBalance } from '@/features/billing/api/get-balance';
import { CancelCourseSection } from '@/features/course/components/cancel-course-section';
import { DeletionConsequences } from '@/features/course/components/deletion-consequences';
import { DeleteAccountForm } from '@/features/profile/components/delete-account-form';

export function Component() {
  const { t } = useTranslation('participant');
  const { data: session } = useSession();
  // What would go back to the supporters: the balance's donations (C6).
  const { data: balance } = useBalance();
  return (
    <ContentPage title={t('danger_zone.title')}>
      {session && (
        <Stack gap="xl">
          {/* Record 0086: cancelling the course, out of the daily view, beside deletion. */}
          <CancelCourseSection />
          <DeletionConsequences balance={balance} />
          <DeleteAccountForm source="participant" email={session.user.email} />
        </Stack>
      )}
    </ContentPage>
  );
}
