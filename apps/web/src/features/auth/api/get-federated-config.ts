import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { accountKeys } from '@/lib/query-keys';

const federatedConfigSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.federatedConfigSchema),
);

export async function getFederatedConfig({ signal }: { signal?: AbortSignal } = {}) {
  // Without it the button simply stays hidden; no toast for an optional extra.
  return apiRequest('/account/federated', { schema: federatedConfigSchema, signal, notify: false });
}

export const federatedConfigQuery = () =>
  queryOptions({
    queryKey: accountKeys.federated(),
    queryFn: ({ signal }) => getFederatedConfig({ signal }),
    staleTime: Infinity,
  });

export function useFederatedConfig() {
  return useQuery(federatedConfigQuery());
}
