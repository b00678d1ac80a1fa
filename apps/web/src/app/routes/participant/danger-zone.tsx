import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { DeleteAccountForm } from '@/features/profile/components/delete-account-form';

export function Component() {
  const { t } = useTranslation('participant');
  const { data: session } = useSession();
  return (
    <ContentPage title={t('danger_zone.title')}>
      {session && <DeleteAccountForm source="participant" email={session.user.email} />}
    </ContentPage>
  );
}
