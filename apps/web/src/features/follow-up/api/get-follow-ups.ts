import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FollowUpStatus } from '@quit/contracts/follow-up';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const followUpStatusSchema = lazySchema(() =>
  import('@quit/contracts/follow-up').then((m) => m.followUpStatusSchema),
);

/** C8: the follow-up tests after a pass (or the passed course that may join them). */
export async function getFollowUps({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/participant/follow-ups', { schema: followUpStatusSchema, signal });
}

// Under the course's prefix: a test's result (the test panel) reloads them with the course.
export const followUpsQuery = () =>
  queryOptions<FollowUpStatus>({
    queryKey: courseKeys.followUps(),
    queryFn: ({ signal }) => getFollowUps({ signal }),
  });

export function useFollowUps() {
  return useQuery(followUpsQuery());
}
