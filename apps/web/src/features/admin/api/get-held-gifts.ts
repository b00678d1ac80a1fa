import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const heldGiftsSchema = lazySchema(() =>
  import('@quit/contracts/second-chance').then((m) => m.heldGiftsSchema),
);

/** C7: gifts of ended courses waiting for their donor's choice or kept, with deadlines. */
export async function getHeldGifts({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/admin/money/held-gifts', { schema: heldGiftsSchema, signal });
}

export const heldGiftsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'held-gifts'],
    queryFn: ({ signal }) => getHeldGifts({ signal }),
  });

export function useHeldGifts() {
  return useQuery(heldGiftsQuery());
}
