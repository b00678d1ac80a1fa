import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { ParticipantChat } from '@/features/chat/components/participant-chat';

export function Component() {
  const { t } = useTranslation('participant');
  // The layout only shows this page with a session.
  const { data: session } = useSession();
  return (
    <ContentPage title={t('chat.title')}>
      {session && <ParticipantChat userId={session.user.id} />}
    </ContentPage>
  );
}
