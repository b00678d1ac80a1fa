import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GiftChoiceView } from '@quit/contracts/second-chance';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useFormatters } from '@/lib/format';
import { useChooseGift } from '../api/choose-gift';

type Props = {
  donationId: string;
  trailToken: string;
  name: string;
  currency: string;
  choice: GiftChoiceView;
  /** The choice the donor's mail link asked for: its button comes first. */
  asked: 'keep' | 'refund' | null;
};

/** C7 (record 0081): after a failed or cancelled course, refund now or keep for the next try. */
export function GiftChoiceCard({ donationId, trailToken, name, currency, choice, asked }: Props) {
  const { t } = useTranslation('donations');
  const format = useFormatters(currency);
  const choose = useChooseGift(donationId, trailToken);
  const dates = {
    decideBy: format.date(choice.decideBy),
    keepUntil: format.date(choice.keepUntil),
  };
  const buttons = [
    choice.keepToken && (
      <Button
        key="keep"
        variant={asked === 'refund' ? 'default' : 'filled'}
        loading={choose.isPending && choose.variables?.choice === 'keep'}
        onClick={() => choose.mutate({ choice: 'keep', token: choice.keepToken! })}
        data-testid="gift-choice-keep"
      >
        {t('gift_choice.keep')}
      </Button>
    ),
    choice.refundToken && (
      <Button
        key="refund"
        variant={asked === 'refund' ? 'filled' : 'default'}
        loading={choose.isPending && choose.variables?.choice === 'refund'}
        onClick={() => choose.mutate({ choice: 'refund', token: choice.refundToken! })}
        data-testid="gift-choice-refund"
      >
        {t('gift_choice.refund')}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="gift-choice-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="gift-choice-title">
          {t('gift_choice.title', { name })}
        </Title>
        <Text data-testid="gift-choice-state">
          {t(`gift_choice.state.${choice.state}`, { name, ...dates })}
        </Text>
        {choice.state === 'open' && (
          <Text size="sm">{t('gift_choice.rule', { name, ...dates })}</Text>
        )}
        {choose.error && (
          <Alert color="red" variant="light" role="alert" data-testid="gift-choice-error">
            {errorMessage(choose.error)}
          </Alert>
        )}
        {buttons.length > 0 && (
          <Group gap="sm">{asked === 'refund' ? [...buttons].reverse() : buttons}</Group>
        )}
      </Stack>
    </Paper>
  );
}
