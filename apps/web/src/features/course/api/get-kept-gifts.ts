import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeptGiftsView } from '@quit/contracts/second-chance';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const keptGiftsSchema = lazySchema(() =>
  import('@quit/contracts/second-chance').then((m) => m.keptGiftsSchema),
);

/** C7: what the supporters keep for the participant's next attempt after a course ended. */
export async function getKeptGifts({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/participant/kept-gifts', { schema: keptGiftsSchema, signal });
}

export const keptGiftsQuery = () =>
  queryOptions<KeptGiftsView>({
    queryKey: [...courseKeys.all, 'kept-gifts'],
    queryFn: ({ signal }) => getKeptGifts({ signal }),
  });

export function useKeptGifts() {
  return useQuery(keptGiftsQuery());
}
