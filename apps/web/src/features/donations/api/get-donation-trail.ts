import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DonationTrail } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { donationKeys } from '@/lib/query-keys';

const donationTrailSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.donationTrailSchema),
);

/** One donation's path, for whoever holds its signed link (no account needed). */
export async function getDonationTrail(
  donationId: string,
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DonationTrail> {
  const query = new URLSearchParams({ token }).toString();
  // The page says itself when the link is invalid or expired.
  return apiRequest(`/donation/${encodeURIComponent(donationId)}/trail?${query}`, {
    schema: donationTrailSchema,
    signal,
    notify: false,
  });
}

export const donationTrailQuery = (donationId: string, token: string) =>
  queryOptions({
    queryKey: donationKeys.trail(donationId, token),
    queryFn: ({ signal }) => getDonationTrail(donationId, token, { signal }),
  });

export function useDonationTrail(donationId: string, token: string) {
  return useQuery({ ...donationTrailQuery(donationId, token), retry: false });
}
