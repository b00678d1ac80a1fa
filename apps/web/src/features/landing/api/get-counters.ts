import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingCounters } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { landingKeys } from '@/lib/query-keys';

/** The landing page's counters; the page renders without them and fills them in. */
export async function getCounters({
  signal,
}: { signal?: AbortSignal } = {}): Promise<LandingCounters> {
  // No second check of the answer here: the server checked it against the contract's schema
  // before sending it (its zod serializer), and zod stays out of the landing page's code.
  return apiRequest<LandingCounters>('/global/counters', { signal, notify: false });
}

export const countersQuery = () =>
  queryOptions({
    queryKey: landingKeys.counters(),
    queryFn: ({ signal }) => getCounters({ signal }),
    staleTime: 60_000,
  });

export function useCounters() {
  return useQuery(countersQuery());
}
