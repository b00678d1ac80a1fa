import { Alert, Stack, Title } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import { pageRoutes } from '@quit/contracts/routes';
import { DEFAULT_CURRENCY } from '@quit/domain/constants';
import { thankYouNoteOpen } from '@quit/domain/thank-you-note';
import { useQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { AfterFirstScreen, FirstScreen } from '@/components/first-screen';
import { PageLoader } from '@/components/page-loader';
import { WhenVisible } from '@/components/when-visible';
import { useSession } from '@/features/auth/api/get-session';
import { useWebappConfig } from '@/features/config/api/get-webapp-config';
import { courseQuery } from '@/features/course/api/get-course';
import { CourseDashboard } from '@/features/course/components/course-dashboard';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { profileQuery } from '@/features/profile/api/get-profile';
import { ProfileChecklist } from '@/features/profile/components/profile-checklist';
import { DailyOverview } from '@/features/programme/components/daily-overview';
import { QuestionnairePrompt } from '@/features/questionnaires/components/questionnaire-prompt';
import { motivationQuery } from '@/features/questionnaires/api/get-motivation';
import { errorMessage } from '@/lib/error-message';

// Record 0086: what the first screen of a phone does not show loads its code when it is needed.
// Record 0106: what follows the first screen (the progress's panels, the diary after day 28)
// comes once that screen was painted.
const HealthLabel = lazyNamed(
  () => import('@/features/programme/components/health-label'),
  'HealthLabel',
);
const SavingsPanel = lazyNamed(
  () => import('@/features/questionnaires/components/savings-panel'),
  'SavingsPanel',
);
const DiaryPanel = lazyNamed(
  () => import('@/features/programme/components/diary-panel'),
  'DiaryPanel',
);
const NicotineTestPanel = lazyNamed(
  () => import('@/features/nicotine-test/components/nicotine-test-panel'),
  'NicotineTestPanel',
);
const DependenceCard = lazyNamed(
  () => import('@/features/cravings/components/dependence-card'),
  'DependenceCard',
);
const FundraiserPageEditor = lazyNamed(
  () => import('@/features/fundraiser-page/components/fundraiser-page-editor'),
  'FundraiserPageEditor',
);
const PostUpdateCard = lazyNamed(
  () => import('@/features/followers/components/post-update-card'),
  'PostUpdateCard',
);
const TestimonialForm = lazyNamed(
  () => import('@/features/testimonials/components/testimonial-form'),
  'TestimonialForm',
);
const ThankYouNoteCard = lazyNamed(
  () => import('@/features/thank-you-note/components/thank-you-note-card'),
  'ThankYouNoteCard',
);
// C8: only after a pass (its test panel comes with it).
const DashboardFollowUp = lazyNamed(() => import('./dashboard-follow-up'), 'DashboardFollowUp');
const SupportPanel = lazyNamed(
  () => import('@/features/chat/components/support-panel'),
  'SupportPanel',
);

/** Below the first screen: its code and its reads wait until it is scrolled to. */
function Later({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <WhenVisible testId={testId}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </WhenVisible>
  );
}

/**
 * /participant/dashboard, ordered for a phone opened each day (issue 31, record 0086): what to
 * do today (seminars, to-dos, diary, the test when due), then the progress (day n of 28,
 * smoke-free days, savings), then the fundraiser and the supporters. The first screen comes from
 * one read and is painted before the rest renders (record 0106); what lies below it loads when
 * scrolled to. Cancelling is in Settings → Danger zone.
 */
export function Component() {
  const { t } = useTranslation('participant');
  // The layout only shows this page with a session.
  const { data: session } = useSession();
  const { data: config } = useWebappConfig();
  const overview = useDashboard();
  // The one read filed the course and the savings under their own keys; read from there, they
  // follow every change (a cancellation, a diary entry) as the panels do.
  const loaded = overview.data !== undefined;
  const { data: course } = useQuery({ ...courseQuery(), enabled: loaded });
  const { data: motivation } = useQuery({ ...motivationQuery(), enabled: loaded });
  // What the profile still lacks is only asked for while it keeps the course from starting.
  const { data: profile } = useQuery({
    ...profileQuery('participant'),
    enabled: course?.profileComplete === false,
  });
  const currency = config?.currency ?? DEFAULT_CURRENCY;
  if (overview.error) {
    return (
      <ContentPage title={t('dashboard.title')}>
        <Alert color="red" variant="light">
          {errorMessage(overview.error)}
        </Alert>
      </ContentPage>
    );
  }
  if (!course || !session) {
    return (
      <ContentPage title={t('dashboard.title')}>
        <PageLoader />
      </ContentPage>
    );
  }
  const shareUrl =
    window.location.origin +
    pageRoutes.supporterSupport.replace(':participantId', encodeURIComponent(session.user.id));
  const smokeFreeDays = motivation?.smokeFreeDays;
  const running = course.state === 'active';
  const nicotineTest = (
    <Suspense fallback={<PageLoader />}>
      <NicotineTestPanel
        courseId={course.id}
        recordingChunkSeconds={config?.recordingChunkSeconds}
      />
    </Suspense>
  );
  const withFundraiser = ['funding', 'scheduled', 'active'].includes(course.state);
  const withUpdates = ['funding', 'scheduled', 'active', 'awaiting_test'].includes(course.state);
  return (
    <ContentPage title={t('dashboard.title')}>
      <FirstScreen>
        <QuestionnairePrompt />
        <CourseDashboard
          shareUrl={shareUrl}
          currency={currency}
          profileChecklist={profile && <ProfileChecklist completeness={profile.completeness} />}
          programme={<DailyOverview timeZone={course.timeZone} />}
          programmeAfter={
            <AfterFirstScreen>
              <Suspense fallback={<PageLoader />}>
                <DiaryPanel timeZone={course.timeZone} />
              </Suspense>
            </AfterFirstScreen>
          }
          nicotineTest={nicotineTest}
          progress={
            <Suspense fallback={<PageLoader />}>
              {smokeFreeDays !== undefined && <HealthLabel smokeFreeDays={smokeFreeDays} />}
              <SavingsPanel currency={currency} />
            </Suspense>
          }
        />
        <AfterFirstScreen>
          {/* C8: after a pass, the follow-up tests at 3 and 6 months. */}
          {['passed', 'paid_out'].includes(course.state) && (
            <Suspense fallback={<PageLoader />}>
              <DashboardFollowUp
                currency={currency}
                recordingChunkSeconds={config?.recordingChunkSeconds}
              />
            </Suspense>
          )}
          {!running && (
            <Suspense fallback={<PageLoader />}>
              <SavingsPanel currency={currency} />
            </Suspense>
          )}
          <Later>
            <DependenceCard />
          </Later>
          <Stack component="section" aria-labelledby="fundraiser-title" gap="lg">
            <Title order={2} id="fundraiser-title">
              {t('dashboard.fundraiser_title')}
            </Title>
            <Later testId="fundraiser-later">
              {withFundraiser && <FundraiserPageEditor />}
              {withUpdates && <PostUpdateCard />}
              <SupportPanel />
            </Later>
          </Stack>
          <Later>
            {['passed', 'paid_out'].includes(course.state) && <TestimonialForm />}
            {thankYouNoteOpen(course.state) && <ThankYouNoteCard courseId={course.id} />}
          </Later>
        </AfterFirstScreen>
      </FirstScreen>
    </ContentPage>
  );
}
