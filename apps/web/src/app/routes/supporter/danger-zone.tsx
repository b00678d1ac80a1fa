import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { DeleteAccountForm } from '@/features/profile/components/delete-account-form';

export function Component() {
  const { t } = useTranslation('supporter');
  const { data: session } = useSession();
  return (
    <ContentPage title={t('danger_zone.title')}>
      {session && <DeleteAccountForm source="user" email={session.user.email} />}
    </ContentPage>
  );
}
