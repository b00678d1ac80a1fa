import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeAccountResponse } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { billingKeys } from '@/lib/query-keys';

const stripeAccountResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.stripeAccountResponseSchema),
);

export const PROVIDER_ACCOUNT_PATH = '/participant/stripeaccount';

/** The payout account at the payment provider: none, onboarding (unfinished) or ready. */
export async function getProviderAccount({
  signal,
}: { signal?: AbortSignal } = {}): Promise<StripeAccountResponse> {
  return apiRequest(PROVIDER_ACCOUNT_PATH, { schema: stripeAccountResponseSchema, signal });
}

export const providerAccountQuery = () =>
  queryOptions({
    queryKey: billingKeys.providerAccount(),
    queryFn: ({ signal }) => getProviderAccount({ signal }),
  });

export function useProviderAccount() {
  return useQuery(providerAccountQuery());
}
