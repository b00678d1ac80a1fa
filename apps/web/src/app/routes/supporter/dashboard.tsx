import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { EncouragementForm } from '@/features/chat/components/encouragement-form';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { SupporterDashboard } from '@/features/donations/components/supporter-dashboard';

export function Component() {
  const { t } = useTranslation('supporter');
  const { data: config } = useWebappConfig();
  return (
    <ContentPage title={t('dashboard.title')}>
      <SupporterDashboard
        courseLengthDays={config?.courseLengthDays ?? COURSE_LENGTH_DAYS}
        participantExtra={(participant) => (
          <EncouragementForm participantId={participant.id} name={participant.displayName} />
        )}
      />
    </ContentPage>
  );
}
