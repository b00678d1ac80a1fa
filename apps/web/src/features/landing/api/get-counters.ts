import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingCounters } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';

/** The landing page's counters; the page renders without them and fills them in. */
export async function getCounters({
  signal,
}: { signal?: AbortSignal } = {}): Promise<LandingCounters> {
  const { landingCountersSchema } = await import('@quit/contracts/questionnaires');
  return apiRequest('/global/counters', { schema: landingCountersSchema, signal, notify: false });
}

export const countersQuery = () =>
  queryOptions({
    queryKey: ['global', 'counters'],
    queryFn: ({ signal }) => getCounters({ signal }),
    staleTime: 60_000,
  });

export function useCounters() {
  return useQuery(countersQuery());
}
