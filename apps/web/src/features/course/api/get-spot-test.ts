import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpotTestView } from '@quit/contracts/spot-test';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const spotTestResponseSchema = lazySchema(() =>
  import('@quit/contracts/spot-test').then((m) => m.spotTestResponseSchema),
);

/** T7: the spot test announced today (or taken, or missed); the server says nothing before 08:00. */
export async function getSpotTest({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SpotTestView | null> {
  const { spotTest } = await apiRequest('/course/spot-test', {
    schema: spotTestResponseSchema,
    signal,
  });
  return spotTest;
}

export const spotTestQuery = () =>
  queryOptions({
    queryKey: courseKeys.spotTest(),
    queryFn: ({ signal }) => getSpotTest({ signal }),
  });

/** Asked while the course runs; again every few minutes, so 08:00 shows without a reload. */
export function useSpotTest({ enabled }: { enabled: boolean }) {
  return useQuery({ ...spotTestQuery(), enabled, refetchInterval: 5 * 60_000 });
}
