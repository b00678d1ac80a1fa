import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { FollowUpTest } from '@quit/contracts/follow-up';
import type { FollowUpState } from '@quit/domain/follow-up';
import { formatDate } from '@quit/domain/format';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { Formatters } from '@/lib/format';

const COLOR: Record<FollowUpState, string> = {
  enrolled: 'gray',
  kit_sent: 'blue',
  due: 'grape',
  passed: 'pot',
  failed: 'red',
  missed: 'red',
  closed: 'gray',
};

const FINAL: readonly FollowUpState[] = ['passed', 'failed', 'missed', 'closed'];

/**
 * One follow-up test: its window, where it stands, and, while it can be taken (or its result
 * is not final yet), the witnessed test itself (`children`, the nicotine test's panel).
 */
export function FollowUpTestItem({
  test,
  format,
  children,
}: {
  test: FollowUpTest;
  format: Formatters;
  children: ReactNode;
}) {
  const { t } = useTranslation('follow_up');
  const day = (iso: string) => formatDate(iso, format.language);
  const from = day(test.opensOn);
  const to = day(test.closesOn);
  const open = !FINAL.includes(test.state) && test.testkit !== null;
  const showTest = open && (test.state === 'due' || test.testkit?.test != null);
  const titleId = `follow-up-${test.stage}-title`;
  return (
    <Stack
      component="section"
      aria-labelledby={titleId}
      gap="xs"
      data-testid={`follow-up-${test.stage}`}
    >
      <Group gap="sm" justify="space-between">
        <Title order={3} size="h4" id={titleId}>
          {t(`status.stages.${test.stage}`)}
        </Title>
        <Badge color={COLOR[test.state]} variant="light" tt="none" data-testid="follow-up-state">
          {t(`status.badges.${test.state}`)}
        </Badge>
      </Group>
      <Text size="sm">{t('status.window', { from, to })}</Text>
      <Text data-testid="follow-up-text">{stateText(test, t, { from, to, format })}</Text>
      {test.trackingText && !FINAL.includes(test.state) && (
        <Text size="sm">{t('status.tracking', { text: test.trackingText })}</Text>
      )}
      {showTest && children}
    </Stack>
  );
}

function stateText(
  test: FollowUpTest,
  t: ReturnType<typeof useTranslation<'follow_up'>>['t'],
  { from, to, format }: { from: string; to: string; format: Formatters },
): string {
  switch (test.state) {
    case 'kit_sent':
      return t('status.states.kit_sent', {
        date: test.kitSentAt ? format.date(test.kitSentAt) : from,
        from,
      });
    case 'due':
      return test.testkit === null ? t('status.states.due_no_kit') : t('status.states.due', { to });
    default:
      return t(`status.states.${test.state}`);
  }
}
