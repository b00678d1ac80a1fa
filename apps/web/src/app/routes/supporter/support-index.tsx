import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { FindParticipantForm } from '@/features/donations/components/find-participant-form';

export function Component() {
  const { t } = useTranslation('supporter');
  return (
    <ContentPage title={t('support_a_friend.title')}>
      <FindParticipantForm />
    </ContentPage>
  );
}
