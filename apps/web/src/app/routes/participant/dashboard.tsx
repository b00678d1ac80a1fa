import { pageRoutes } from '@quit/contracts/routes';
import { DEFAULT_CURRENCY } from '@quit/domain/constants';
import { thankYouNoteOpen } from '@quit/domain/thank-you-note';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page';
import { useSession } from '@/features/auth/api/get-session';
import { SupportPanel } from '@/features/chat/components/support-panel';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { useCourse } from '@/features/course/api/get-course';
import { CourseDashboard } from '@/features/course/components/course-dashboard';
import { DependenceCard } from '@/features/cravings/components/dependence-card';
import { FundraiserPageEditor } from '@/features/fundraiser-page/components/fundraiser-page-editor';
import { PostUpdateCard } from '@/features/followers/components/post-update-card';
import { NicotineTestPanel } from '@/features/nicotine-test/components/nicotine-test-panel';
import { DailyOverview } from '@/features/programme/components/daily-overview';
import { DiaryPanel } from '@/features/programme/components/diary-panel';
import { QuestionnairePrompt } from '@/features/questionnaires/components/questionnaire-prompt';
import { SavingsPanel } from '@/features/questionnaires/components/savings-panel';
import { profileQuery } from '@/features/profile/api/get-profile';
import { ProfileChecklist } from '@/features/profile/components/profile-checklist';
import { TestimonialForm } from '@/features/testimonials/components/testimonial-form';
import { ThankYouNoteCard } from '@/features/thank-you-note/components/thank-you-note-card';

export function Component() {
  const { t } = useTranslation('participant');
  // The layout only shows this page with a session.
  const { data: session } = useSession();
  const { data: config } = useWebappConfig();
  const { data: course } = useCourse();
  // What the profile still lacks is only asked for while it keeps the course from starting.
  const { data: profile } = useQuery({
    ...profileQuery('participant'),
    enabled: course?.profileComplete === false,
  });
  const shareUrl =
    session &&
    window.location.origin +
      pageRoutes.supporterSupport.replace(':participantId', encodeURIComponent(session.user.id));
  return (
    <ContentPage title={t('dashboard.title')}>
      <QuestionnairePrompt />
      <DependenceCard />
      {shareUrl && (
        <CourseDashboard
          shareUrl={shareUrl}
          currency={config?.currency ?? DEFAULT_CURRENCY}
          profileChecklist={profile && <ProfileChecklist completeness={profile.completeness} />}
          programme={course && <DailyOverview timeZone={course.timeZone} />}
          programmeAfter={course && <DiaryPanel timeZone={course.timeZone} />}
          nicotineTest={
            course && (
              <NicotineTestPanel
                courseId={course.id}
                recordingChunkSeconds={config?.recordingChunkSeconds}
              />
            )
          }
        />
      )}
      {course && ['funding', 'scheduled', 'active'].includes(course.state) && (
        <FundraiserPageEditor />
      )}
      {course && ['funding', 'scheduled', 'active', 'awaiting_test'].includes(course.state) && (
        <PostUpdateCard />
      )}
      {course && ['passed', 'paid_out'].includes(course.state) && <TestimonialForm />}
      {course && thankYouNoteOpen(course.state) && <ThankYouNoteCard courseId={course.id} />}
      <SupportPanel />
      <SavingsPanel currency={config?.currency ?? DEFAULT_CURRENCY} />
    </ContentPage>
  );
}
