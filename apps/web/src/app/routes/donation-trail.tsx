import { useParams, useSearchParams } from 'react-router';
import { DonationTrailPage } from '@/features/donations/components/donation-trail-page';

/** Public: the signed link from the donor's mails is the permission, no account needed. */
export function Component() {
  const { donationId = '' } = useParams();
  const [params] = useSearchParams();
  return <DonationTrailPage donationId={donationId} token={params.get('token') ?? ''} />;
}
