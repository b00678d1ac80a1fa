import { Alert, Stack, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { ShareSection } from '@/components/share-section';
import { errorMessage } from '@/lib/error-message';
import { useFormatters } from '@/lib/format';
import { useBalance } from '../api/get-balance';
import { ACCOUNT_HOLDER_FIELD_ID } from './bank-account-form';
import { BalanceSection } from './balance-section';
import { DonationsTable } from './donations-table';
import { InviteForm } from './invite-form';
import { PayoutMethodSection } from './payout-method-section';
import '@/components/money-styles';

type BillingProps = {
  /** The signed-in participant's id: their fundraiser's address. */
  participantId: string;
  holderName: string;
  sandbox: boolean;
};

/** Moves to the payout-method form (or its section when an account is already set). */
function focusPayoutMethod() {
  const target =
    document.getElementById(ACCOUNT_HOLDER_FIELD_ID) ??
    document.getElementById('payout-method-title');
  target?.scrollIntoView({ block: 'center' });
  target?.focus();
}

/** /participant/settings/billing: the money side of the course. */
export function Billing({ participantId, holderName, sandbox }: BillingProps) {
  const { t } = useTranslation('billing');
  const { data: balance, error, isPending } = useBalance();
  const format = useFormatters(balance?.currency ?? 'EUR');
  const shareUrl =
    window.location.origin +
    pageRoutes.supporterSupport.replace(':participantId', encodeURIComponent(participantId));
  return (
    <Stack gap="xl">
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      ) : (
        <BalanceSection balance={balance} format={format} onAddPayoutMethod={focusPayoutMethod} />
      )}
      <ShareSection
        shareUrl={shareUrl}
        texts={{
          title: t('share.title'),
          intro: t('share.intro'),
          linkLabel: t('share.link_label'),
          copy: t('share.copy'),
          copied: t('share.copied'),
        }}
        gap="md"
      >
        <InviteForm />
      </ShareSection>
      {balance && (
        <Stack component="section" aria-labelledby="donations-title" gap="sm">
          <Title order={2} id="donations-title">
            {t('donations.title')}
          </Title>
          <DonationsTable donations={balance.donations} format={format} />
        </Stack>
      )}
      <PayoutMethodSection holderName={holderName} sandbox={sandbox} />
    </Stack>
  );
}
