// T7: the operators' schedule of spot tests and their decision on a missed one. Schemas load with
// the console, never with the public pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpotTestDecision } from '@quit/contracts/spot-test';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const adminSpotTestsSchema = lazySchema(() =>
  import('@quit/contracts/spot-test').then((m) => m.adminSpotTestsSchema),
);
const adminSpotTestSchema = lazySchema(() =>
  import('@quit/contracts/spot-test').then((m) => m.adminSpotTestSchema),
);

export async function getSpotTests({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/admin/spot-tests', { schema: adminSpotTestsSchema, signal });
}

export const spotTestsQuery = () =>
  queryOptions({
    queryKey: adminKeys.spotTests(),
    queryFn: ({ signal }) => getSpotTests({ signal }),
  });

export function useSpotTests() {
  return useQuery(spotTestsQuery());
}

export async function decideSpotTest({ id, ...body }: { id: string } & SpotTestDecision) {
  return apiRequest(`/admin/spot-tests/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    notify: false,
    body,
    schema: adminSpotTestSchema,
  });
}

export function useDecideSpotTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideSpotTest,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
