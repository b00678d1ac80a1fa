import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupporterDonations } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { donationKeys } from '@/lib/query-keys';

const supporterDonationsSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.supporterDonationsSchema),
);

/** The signed-in supporter's own gifts and the people they support. */
export async function getSupporterDonations({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SupporterDonations> {
  return apiRequest('/supporter/donations', { schema: supporterDonationsSchema, signal });
}

export const supporterDonationsQuery = () =>
  queryOptions({
    queryKey: donationKeys.supporterDonations(),
    queryFn: ({ signal }) => getSupporterDonations({ signal }),
  });

export function useSupporterDonations() {
  return useQuery(supporterDonationsQuery());
}
