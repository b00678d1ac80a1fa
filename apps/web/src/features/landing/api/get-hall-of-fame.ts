import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HallOfFame } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { landingKeys } from '@/lib/query-keys';

/** Participants who passed and chose to be shown (first name and last initial, A4). */
export async function getHallOfFame({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HallOfFame> {
  // No second check of the answer here: the server checked it against the contract's schema
  // before sending it (its zod serializer), and zod stays out of the landing page's code.
  return apiRequest<HallOfFame>('/global/hall-of-fame', { signal, notify: false });
}

export const hallOfFameQuery = () =>
  queryOptions({
    queryKey: landingKeys.hallOfFame(),
    queryFn: ({ signal }) => getHallOfFame({ signal }),
    staleTime: 60_000,
  });

export function useHallOfFame() {
  return useQuery(hallOfFameQuery());
}
