// C9: the help a participant sees after a slip (a diary entry "smoked", or a craving that ended
// in a cigarette): what it means for the smoke-free days, the partial payout and the test, with
// the server's figures; a short guide back on track; the chat. Private: only the participant's
// own pages show it. Shared here because the diary and the craving SOS both use it.
import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SlipHelp as SlipFigures } from '@quit/contracts/slip';
import { pageRoutes } from '@quit/contracts/routes';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ApiError } from '@/lib/api-error';
import { useSlipHelp } from '@/lib/get-slip-help';

const GUIDE_STEPS = ['rest', 'trigger', 'plan', 'course', 'kind'] as const;

export function SlipHelp() {
  const { t } = useTranslation('slip');
  const titleId = useId();
  const { data, error } = useSlipHelp();
  // Without a running course (a craving before day 1) there are no figures to miss.
  const figuresFailed =
    error !== null && !(error instanceof ApiError && error.code === 'COURSE_NOT_ACTIVE');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="slip-help">
      <Stack gap="sm">
        <Title order={3} id={titleId}>
          {t('title')}
        </Title>
        <Text>{t('intro')}</Text>
        {data && <SlipMeaning figures={data} />}
        {figuresFailed && (
          <Alert color="yellow" variant="light">
            {t('figures_failed')}
          </Alert>
        )}
        <Title order={4}>{t('guide_title')}</Title>
        <List spacing={4}>
          {GUIDE_STEPS.map((step) => (
            <List.Item key={step}>{t(`guide.${step}`)}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={pageRoutes.participantChat}
          variant="light"
          style={{ alignSelf: 'start' }}
        >
          {t('chat')}
        </Button>
      </Stack>
    </Paper>
  );
}

function SlipMeaning({ figures }: { figures: SlipFigures }) {
  const { t } = useTranslation('slip');
  const min = figures.partialPayoutMinDays;
  const payout =
    figures.smokeFreeDaysNeeded === 0
      ? t('payout_reached', { min })
      : figures.partialPayoutReachable
        ? t('payout_needed', { count: figures.smokeFreeDaysNeeded, min })
        : t('payout_out_of_reach', { min });
  const count = figures.daysToTest;
  const test =
    count === 0
      ? t('test_open')
      : figures.testMayBePositive
        ? t('test_soon', { count })
        : t('test_later', { count });
  return (
    <Stack gap={4} data-testid="slip-meaning">
      <Title order={4}>{t('meaning_title')}</Title>
      <List spacing={4}>
        <List.Item>{t('smoke_free_days', { count: figures.smokeFreeDays })}</List.Item>
        <List.Item>{payout}</List.Item>
        <List.Item>{test}</List.Item>
      </List>
    </Stack>
  );
}
