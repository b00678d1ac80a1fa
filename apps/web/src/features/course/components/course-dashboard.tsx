import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazyNamed } from '@/lib/lazy-named';
import type { Course } from '@quit/contracts/course';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { MoneyProgress } from '@/components/money-progress';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useFormatters, type Formatters } from '@/lib/format';
import { useCourse } from '../api/get-course';
import { useOpenNewCourse } from '../api/open-new-course';
import { CalendarFileLink } from './calendar-file-link';
import { CourseStateBadge } from './course-state-badge';
import { CourseToday } from './course-today';
import { StartBanner } from './start-banner';
import './course-styles';

// Only in the states that show them (record 0106): the share link's field (before the start),
// the outcomes and what supporters keep (after it) stay out of the daily view's code.
const ShareSection = lazyNamed(() => import('@/components/share-section'), 'ShareSection');
const outcomes = () => import('./course-outcome');
const AwaitingTest = lazyNamed(outcomes, 'AwaitingTest');
const PassedOutcome = lazyNamed(outcomes, 'PassedOutcome');
const PartialOutcome = lazyNamed(outcomes, 'PartialOutcome');
const FailedOutcome = lazyNamed(outcomes, 'FailedOutcome');
const EndedCourse = lazyNamed(outcomes, 'EndedCourse');
const KeptGiftsCard = lazyNamed(() => import('./kept-gifts-card'), 'KeptGiftsCard');

// Only before the course starts: the date field and its calendar stay out of the daily view.
const LazyStartDateChooser = lazyNamed(() => import('./start-date-chooser'), 'StartDateChooser');

function StartDateChooser(props: Parameters<typeof LazyStartDateChooser>[0]) {
  return (
    <Suspense fallback={<PageLoader />}>
      <LazyStartDateChooser {...props} />
    </Suspense>
  );
}

type CourseDashboardProps = {
  /** The participant's fundraiser link, to pass on. */
  shareUrl: string;
  /** The deployment's currency (the course's amounts are in it). */
  currency: string;
  /** "Complete Your Profile", shown while the profile keeps the course from starting. */
  profileChecklist?: ReactNode;
  /** The daily programme while the course runs (the programme feature's panel). */
  programme?: ReactNode;
  /** After day 28, while the test is awaited: what is left of the programme (the last diary). */
  programmeAfter?: ReactNode;
  /** The nicotine test (its own feature), shown from day 28 until the test has a result. */
  nicotineTest?: ReactNode;
  /** While the course runs, below the day's bar: smoke-free days and savings. */
  progress?: ReactNode;
};

/**
 * /participant/dashboard: the course, by its state (C2). Cancelling lives in Settings → Danger
 * zone (record 0086), not in the daily view.
 */
export function CourseDashboard({
  shareUrl,
  currency,
  profileChecklist,
  programme,
  programmeAfter,
  nicotineTest,
  progress,
}: CourseDashboardProps) {
  const { data: course, error, isPending } = useCourse();
  const format = useFormatters(currency);
  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <CourseHeader course={course} />
      {/* The outcomes' code comes with the states that show them. */}
      <Suspense fallback={<PageLoader />}>
        <CourseBody
          course={course}
          format={format}
          shareUrl={shareUrl}
          profileChecklist={profileChecklist}
          programme={programme}
          programmeAfter={programmeAfter}
          nicotineTest={nicotineTest}
          progress={progress}
        />
      </Suspense>
    </Stack>
  );
}

function CourseHeader({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Title order={2}>{t('title')}</Title>
      <CourseStateBadge state={course.state} pendingTestResult={course.pendingTestResult} />
    </Group>
  );
}

type CourseBodyProps = Omit<CourseDashboardProps, 'currency'> & {
  course: Course;
  format: Formatters;
};

function CourseBody({
  course,
  format,
  shareUrl,
  profileChecklist,
  programme,
  programmeAfter,
  nicotineTest,
  progress,
}: CourseBodyProps) {
  const { t } = useTranslation('course');
  const share = (
    <Suspense>
      <ShareSection
        shareUrl={shareUrl}
        texts={{
          title: t('share.title'),
          intro: t('share.intro'),
          linkLabel: t('share.link_label'),
          copy: t('share.copy'),
          copied: t('share.copied'),
        }}
      />
    </Suspense>
  );
  switch (course.state) {
    case 'funding':
      return (
        <>
          {!course.profileComplete && profileChecklist}
          <FundingProgress course={course} format={format} />
          <StartDateChooser course={course} format={format} />
          {share}
        </>
      );
    case 'scheduled':
      return (
        <>
          {course.daysUntilStart !== null && course.startDate !== null && (
            <StartBanner daysUntilStart={course.daysUntilStart} startDate={course.startDate} />
          )}
          <CalendarFileLink />
          <StartDateChooser course={course} format={format} />
          {share}
        </>
      );
    case 'active':
      return (
        <CourseToday
          course={course}
          programme={programme}
          nicotineTest={nicotineTest}
          progress={progress}
        />
      );
    case 'awaiting_test':
      return (
        <>
          <AwaitingTest course={course} withTest={nicotineTest != null} />
          {nicotineTest}
          {programmeAfter}
        </>
      );
    case 'passed':
      return <PassedOutcome course={course} />;
    case 'partial':
      return <PartialOutcome course={course} />;
    case 'failed':
      // C7: the next attempt may start at once, with what supporters keep for it.
      return (
        <>
          <FailedOutcome />
          <KeptGiftsCard format={format} />
          <StartAgain />
        </>
      );
    case 'paid_out':
    case 'refunded':
    case 'cancelled':
      return (
        <>
          <EndedCourse state={course.state} />
          <KeptGiftsCard format={format} />
          <StartAgain />
        </>
      );
  }
}

function FundingProgress({ course, format }: { course: Course; format: Formatters }) {
  const { t } = useTranslation('course');
  const goal = format.money(course.minBalanceCents);
  const missing = course.minBalanceCents - course.balanceCents;
  return (
    <Stack component="section" aria-labelledby="pot-title" gap="sm">
      <Title order={2} id="pot-title">
        {t('funding.title')}
      </Title>
      <Text>{t('funding.intro', { goal, days: course.lengthDays })}</Text>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <MoneyProgress
            label={t('funding.progress_label')}
            raised={format.money(course.balanceCents)}
            goal={goal}
            raisedCents={course.balanceCents}
            goalCents={course.minBalanceCents}
            testId="course-balance"
          />
          <Text size="sm">
            {missing <= 0
              ? t('funding.minimum_reached', { goal })
              : t('funding.minimum_missing', { goal, missing: format.money(missing) })}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** After an ended course: the participant opens the next fundraiser themselves. */
function StartAgain() {
  const { t } = useTranslation('course');
  const openNew = useOpenNewCourse();
  return (
    <Stack component="section" aria-labelledby="again-title" gap="sm" align="start">
      <Title order={2} id="again-title">
        {t('ended.again_title')}
      </Title>
      <Text>{t('ended.again_text')}</Text>
      <Button loading={openNew.isPending} onClick={() => openNew.mutate()}>
        {t('ended.again_button')}
      </Button>
    </Stack>
  );
}
