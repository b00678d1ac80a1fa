import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@quit/contracts/money';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import type { Formatters } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { useRequestPayout, type PayoutKind } from '../api/request-payout';

type PayoutSectionProps = {
  balance: Balance;
  format: Formatters;
  onAddPayoutMethod: () => void;
};

/** The payout that the course's state allows: all of it after a passed test, part after partial. */
function payoutKind(state: Balance['courseState']): PayoutKind | null {
  if (state === 'passed') return 'full';
  if (state === 'partial') return 'partial';
  return null;
}

export function PayoutSection({ balance, format, onAddPayoutMethod }: PayoutSectionProps) {
  const { t } = useTranslation('billing');
  const requestPayout = useRequestPayout();
  const kind = payoutKind(balance.courseState);
  const error = requestPayout.error;
  const code = error instanceof ApiError ? error.code : null;

  function payOut(chosen: PayoutKind) {
    requestPayout.mutate(chosen, {
      onSuccess: (payout) =>
        showToast({
          kind: payout.status === 'failed' ? 'error' : 'success',
          message: t(payout.status === 'failed' ? 'payout.failed' : 'payout.requested', {
            amount: format.money(payout.amountCents),
          }),
        }),
    });
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="payout-title">
      <Stack gap="sm" align="start">
        <Title order={3} id="payout-title">
          {t('payout.title')}
        </Title>
        {balance.payingOutCents > 0 && (
          <Text data-testid="payout-in-transit">
            {t('payout.in_transit', { amount: format.money(balance.payingOutCents) })}
          </Text>
        )}
        {kind === null ? (
          <Text>
            {t(balance.courseState === 'paid_out' ? 'payout.done' : 'payout.not_yet', {
              amount: format.money(balance.paidOutCents),
            })}
          </Text>
        ) : (
          <>
            <Text>{t(`payout.${kind}_text`)}</Text>
            <Button
              onClick={() => payOut(kind)}
              loading={requestPayout.isPending}
              data-testid={`payout-${kind}`}
            >
              {kind === 'full'
                ? t('payout.full_button', { amount: format.money(balance.availableCents) })
                : t('payout.partial_button')}
            </Button>
          </>
        )}
        {error && (
          <Alert
            color={code === 'MONEY_PENDING' ? 'gray' : 'red'}
            variant="light"
            role="alert"
            title={errorMessage(error)}
            data-testid="payout-error"
          >
            <Stack gap="xs" align="start">
              {code === 'MONEY_PENDING' && <Text size="sm">{t('payout.money_pending_hint')}</Text>}
              {code === 'NO_PAYOUT_METHOD' && (
                <>
                  <Text size="sm">{t('payout.no_method_hint')}</Text>
                  <Button variant="outline" size="xs" onClick={onAddPayoutMethod}>
                    {t('payout.add_method')}
                  </Button>
                </>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
