import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebappConfig } from '@quit/contracts/global';
import { apiRequest } from '@/lib/api-client';

export async function getWebappConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<WebappConfig> {
  // The schema (and zod with it) loads with the first request, after the first render.
  const { webappConfigSchema } = await import('@quit/contracts/global');
  return apiRequest('/global/webapp', { schema: webappConfigSchema, signal });
}

export const webappConfigQuery = () =>
  queryOptions({
    queryKey: ['global', 'webapp'],
    queryFn: ({ signal }) => getWebappConfig({ signal }),
    // The deployment's configuration does not change while the page is open.
    staleTime: Infinity,
  });

export function useWebappConfig() {
  return useQuery(webappConfigQuery());
}
