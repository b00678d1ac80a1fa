import { useParams, useSearchParams } from '@/lib/router';
import { DonationTrailPage } from '@/features/donations/components/donation-trail-page';

/** Public: the signed link from the donor's mails is the permission, no account needed. */
export function Component() {
  const { donationId = '' } = useParams();
  const [params] = useSearchParams();
  // C7: the keep-or-refund links of the donor's mail open this page with their choice asked.
  const choice = params.get('choice');
  return (
    <DonationTrailPage
      donationId={donationId}
      token={params.get('token') ?? ''}
      asked={choice === 'keep' || choice === 'refund' ? choice : null}
    />
  );
}
