import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { Balance } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
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

/**
 * The payout the course's state allows — all of it after a passed test, part after a partial
 * one — and only while there is money to pay and no payout is on its way.
 */
function payoutKind(balance: Balance): PayoutKind | null {
  if (balance.payingOutCents > 0) return null;
  if (balance.courseState === 'passed' && balance.availableCents > 0) return 'full';
  if (balance.courseState === 'partial' && balance.partialPayoutCents !== null) return 'partial';
  return null;
}

/** What to say when no payout is offered. */
function noPayoutText(balance: Balance): 'done' | 'not_yet' | 'none' | null {
  if (balance.paidOutCents > 0) return 'done';
  if (balance.payingOutCents > 0) return null;
  const before = ['funding', 'scheduled', 'active', 'awaiting_test'] as const;
  return (before as readonly string[]).includes(balance.courseState) ? 'not_yet' : 'none';
}

export function PayoutSection({ balance, format, onAddPayoutMethod }: PayoutSectionProps) {
  const { t } = useTranslation('billing');
  const requestPayout = useRequestPayout();
  const kind = payoutKind(balance);
  const noPayout = kind === null ? noPayoutText(balance) : null;
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
          noPayout && (
            <Text data-testid="payout-state">
              {t(`payout.${noPayout}`, { amount: format.money(balance.paidOutCents) })}
            </Text>
          )
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
                : t('payout.partial_button', {
                    amount: format.money(balance.partialPayoutCents ?? 0),
                  })}
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
