import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebappConfig } from '@quit/contracts/global';
import { apiRequest } from '@/lib/api-client';
import { configKeys } from '@/lib/query-keys';

export async function getWebappConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<WebappConfig> {
  // No second check of the answer here: the server checked it against the contract's schema
  // before sending it (its zod serializer), and zod stays out of the landing page's code.
  return apiRequest<WebappConfig>('/global/webapp', { signal });
}

export const webappConfigQuery = () =>
  queryOptions({
    queryKey: configKeys.webapp(),
    queryFn: ({ signal }) => getWebappConfig({ signal }),
    // The deployment's configuration does not change while the page is open.
    staleTime: Infinity,
  });

export function useWebappConfig() {
  return useQuery(webappConfigQuery());
}
