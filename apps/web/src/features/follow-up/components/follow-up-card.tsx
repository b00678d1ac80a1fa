import { Paper, Stack, Text, Title } from '@mantine/core';
import type { FollowUpStatus, FollowUpTest } from '@quit/contracts/follow-up';
import { BONUS_POT_STAGE } from '@quit/domain/follow-up';
import { formatDate } from '@quit/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useFormatters } from '@/lib/format';
import { useFollowUps } from '../api/get-follow-ups';
import { BonusPotSummary } from './bonus-pot-summary';
import { FollowUpTestItem } from './follow-up-test-item';
import { JoinFollowUps } from './join-follow-ups';
import { SixMonthsMark } from './six-months-mark';

type FollowUpCardProps = {
  /** The deployment's currency (the bonus pot's amounts are in it). */
  currency: string;
  /** C8: the witnessed test for a follow-up (the nicotine test feature's panel, its own kit). */
  renderTest: (test: FollowUpTest, courseId: string) => ReactNode;
};

/**
 * C8 on the dashboard after a pass: the offer to join the follow-up tests at 3 and 6 months,
 * then where each stands (kit posted, due, the test itself, its outcome), the stay-quit bonus
 * pot and, after the 6-month pass, its badge and Hall of Fame mark.
 */
export function FollowUpCard({ currency, renderTest }: FollowUpCardProps) {
  const { data } = useFollowUps();
  if (!data) return null;
  if (data.eligibleCourseId !== null) return <JoinFollowUps courseId={data.eligibleCourseId} />;
  if (data.courseId === null || data.tests.length === 0) return null;
  return (
    <FollowUpTests status={data} courseId={data.courseId} currency={currency} render={renderTest} />
  );
}

function FollowUpTests({
  status,
  courseId,
  currency,
  render,
}: {
  status: FollowUpStatus;
  courseId: string;
  currency: string;
  render: FollowUpCardProps['renderTest'];
}) {
  const { t } = useTranslation('follow_up');
  const format = useFormatters(currency);
  const sixMonths = status.tests.some((x) => x.stage === 'six_months' && x.state === 'passed');
  const bonusTest = status.tests.find((x) => x.stage === BONUS_POT_STAGE);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="follow-ups-title">
      <Stack gap="md">
        <Title order={2} id="follow-ups-title">
          {t('status.title')}
        </Title>
        {status.passedOn !== null && (
          <Text>{t('status.intro', { date: formatDate(status.passedOn, format.language) })}</Text>
        )}
        {sixMonths && <SixMonthsMark />}
        {status.tests.map((test) => (
          <FollowUpTestItem key={test.id} test={test} format={format}>
            {render(test, courseId)}
          </FollowUpTestItem>
        ))}
        {status.bonusPot && bonusTest && (
          <BonusPotSummary pot={status.bonusPot} lastDay={bonusTest.closesOn} />
        )}
      </Stack>
    </Paper>
  );
}
