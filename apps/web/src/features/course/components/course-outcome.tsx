import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { Course } from '@quit/contracts/course';
import { pageRoutes } from '@quit/contracts/routes';
import type { EndedCourseState } from '@quit/domain/course-state';
import { formatDate } from '@quit/domain/format';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { useLanguage } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useFinishCourse } from '../api/finish-course';

/** After day 28: the test window, until the deadline (the test itself follows it). */
export function AwaitingTest({ course, withTest = false }: { course: Course; withTest?: boolean }) {
  const { t } = useTranslation('course');
  const language = useLanguage();
  return (
    <Stack component="section" aria-labelledby="test-title" gap="sm">
      <Title order={2} id="test-title">
        {t('awaiting_test.title')}
      </Title>
      {course.testDeadline !== null && (
        <Text data-testid="test-deadline">
          {t('awaiting_test.text', {
            days: course.lengthDays,
            date: formatDate(course.testDeadline, language),
          })}
        </Text>
      )}
      <Text>{t('awaiting_test.refund_note')}</Text>
      {!withTest && (
        <Text size="sm" c="dimmed">
          {t('awaiting_test.test_coming')}
        </Text>
      )}
    </Stack>
  );
}

/** Passed: pay out in Billing; once the payout is paid, close the course. */
export function PassedOutcome({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  const paid = course.payoutStatus === 'paid';
  return (
    <Stack component="section" aria-labelledby="outcome-title" gap="sm" align="start">
      <Title order={2} id="outcome-title">
        {t('passed.title')}
      </Title>
      <Text>{t('passed.text')}</Text>
      {course.payoutStatus !== null && (
        <Text data-testid="payout-status">{t(`passed.payout.${course.payoutStatus}`)}</Text>
      )}
      {!paid && (
        <Button component={Link} to={pageRoutes.participantBilling}>
          {t('passed.billing_link')}
        </Button>
      )}
      {paid && <FinishCourse />}
    </Stack>
  );
}

/** Partial: the smoke-free days, and the partial payout in Billing. */
export function PartialOutcome({ course }: { course: Course }) {
  const { t } = useTranslation('course');
  const paid = course.payoutStatus === 'paid';
  return (
    <Stack component="section" aria-labelledby="outcome-title" gap="sm" align="start">
      <Title order={2} id="outcome-title">
        {t('partial.title')}
      </Title>
      {course.smokeFreeDays !== null && (
        <Text data-testid="smoke-free-days">
          {t('partial.smoke_free', { count: course.smokeFreeDays })}
        </Text>
      )}
      <Text>{t('partial.text')}</Text>
      {course.payoutStatus !== null && (
        <Text data-testid="payout-status">{t(`passed.payout.${course.payoutStatus}`)}</Text>
      )}
      {!paid && (
        <Button component={Link} to={pageRoutes.participantBilling}>
          {t('partial.billing_link')}
        </Button>
      )}
      {paid && <FinishCourse />}
    </Stack>
  );
}

/** Failed: the supporters are refunded; the course can be closed once that went through. */
export function FailedOutcome() {
  const { t } = useTranslation('course');
  return (
    <Stack component="section" aria-labelledby="outcome-title" gap="sm" align="start">
      <Title order={2} id="outcome-title">
        {t('failed.title')}
      </Title>
      <Text>{t('failed.text')}</Text>
      <Text size="sm">{t('failed.finish_hint')}</Text>
      <FinishCourse />
    </Stack>
  );
}

/** PUT /course/finish; the server says why when the money is not settled yet. */
function FinishCourse() {
  const { t } = useTranslation('course');
  const finishCourse = useFinishCourse({
    onFinished: () => showToast({ kind: 'success', message: t('finish.done') }),
  });
  return (
    <Stack gap="sm" align="start">
      <Button
        variant="outline"
        loading={finishCourse.isPending}
        onClick={() => finishCourse.mutate()}
      >
        {t('finish.button')}
      </Button>
      {finishCourse.error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={errorMessage(finishCourse.error)}
          data-testid="finish-error"
        >
          {finishCourse.error instanceof ApiError &&
            finishCourse.error.code === 'NOT_SUCCESSFUL' &&
            t('finish.not_yet')}
        </Alert>
      )}
    </Stack>
  );
}

/** Paid out, refunded or cancelled: what happened to the money. */
export function EndedCourse({ state }: { state: EndedCourseState }) {
  const { t } = useTranslation('course');
  return (
    <Stack component="section" aria-labelledby="outcome-title" gap="sm">
      <Title order={2} id="outcome-title">
        {t(`ended.${state}_title`)}
      </Title>
      <Text>{t(`ended.${state}_text`)}</Text>
    </Stack>
  );
}
