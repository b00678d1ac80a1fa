import { Alert, Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TestResult as Result } from '@quit/contracts/testkit';
import type { TestStatus } from '@quit/domain/nicotine-test';
import { pageRoutes } from '@quit/contracts/routes';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, useLanguage } from '@/lib/format';
import { useDisputeTest } from '../api/test-actions';

export type ShownTest = {
  testId: string;
  status: TestStatus;
  result: Result | null;
  disputed: boolean;
  /** Until when the result may be disputed (the server's answer; null: not, or no longer). */
  disputableUntil: string | null;
};

const COLORS: Record<Result, string> = {
  passed: 'green',
  partial: 'blue',
  failed: 'red',
  invalid: 'yellow',
};

/**
 * The result in the spec's words: passed ("you have not smoked in the last days"), failed ("The
 * test results indicate that you smoked in the last days", with advice to contact support),
 * "Invalid result" with a new kit, under review until an operator decides (T3), or passed and
 * held for an audit of its recording, the payout waiting for it (T8).
 */
export function TestResultView({
  courseId,
  followUpId,
  test,
  onContinue,
}: {
  courseId: string;
  /** C8: the result is a follow-up test's. */
  followUpId?: string | undefined;
  test: ShownTest;
  /** Right after the photo was read: on to the dashboard as the course now stands. */
  onContinue?: () => void;
}) {
  const { t } = useTranslation('nicotine_test');
  const language = useLanguage();
  const result = test.status === 'final' ? test.result : null;
  // Only what has moved no money can go to an operator
  // (docs/decisions/0034-nicotine-test-identity-camera-disputes.md): a test in review, or a
  // reader's result within its dispute window (failed / partial wait for it).
  const disputable = !test.disputed && (test.status === 'review' || test.disputableUntil !== null);
  const until =
    result !== null && test.disputableUntil ? formatDateTime(test.disputableUntil, language) : null;
  return (
    <Stack gap="sm" align="start" data-testid="test-result">
      <Title order={3}>{t('result.title')}</Title>
      {test.status === 'audit' ? (
        // T8: an automatic pass held for an audit: passed, but no payout until the team watched.
        <Alert color="green" variant="light" data-testid="test-result-audit" w="100%">
          <Text fw={700}>{t('result.audit')}</Text>
        </Alert>
      ) : result === null ? (
        <Alert color="blue" variant="light" data-testid="test-result-review" w="100%">
          <Stack gap={4}>
            <Text fw={700}>{t(test.disputed ? 'result.disputed' : 'result.review')}</Text>
            <Text size="sm">{t('result.review_next')}</Text>
          </Stack>
        </Alert>
      ) : (
        <Alert
          color={COLORS[result]}
          variant="light"
          data-testid={`test-result-${result}`}
          w="100%"
        >
          <Stack gap={4}>
            <Text fw={700}>{t(`result.${result}`)}</Text>
            {result === 'passed' && <Text size="sm">{t('result.passed_next')}</Text>}
            {result === 'partial' && <Text size="sm">{t('result.partial_next')}</Text>}
            {result === 'invalid' && <Text size="sm">{t('result.invalid_next')}</Text>}
            {result === 'failed' && !until && <Text size="sm">{t('result.failed_support')}</Text>}
            {until && (
              <Text size="sm" data-testid="test-result-dispute-until">
                {t('result.dispute_until', { date: until })}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {(result === 'failed' || result === 'partial') && (
        // Support for a participant is the chat with our team, not the home page's form.
        <Anchor component={Link} to={pageRoutes.participantChat}>
          {t('result.contact')}
        </Anchor>
      )}
      {disputable && <Dispute courseId={courseId} followUpId={followUpId} testId={test.testId} />}
      {onContinue && <Button onClick={onContinue}>{t('result.continue')}</Button>}
    </Stack>
  );
}

function Dispute({
  courseId,
  followUpId,
  testId,
}: {
  courseId: string;
  followUpId: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('nicotine_test');
  const dispute = useDisputeTest(courseId, followUpId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  if (!open) {
    return (
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('dispute.button')}
      </Button>
    );
  }
  return (
    <Stack gap="xs" w="100%" maw={480}>
      <Textarea
        label={t('dispute.label')}
        value={note}
        maxLength={2000}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {dispute.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(dispute.error)}
        </Alert>
      )}
      <Group gap="xs">
        <Button loading={dispute.isPending} onClick={() => dispute.mutate({ testId, note })}>
          {t('dispute.submit')}
        </Button>
        <Button variant="default" onClick={() => setOpen(false)}>
          {t('dispute.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
