import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackCurrentDay } from '@quit/contracts/programme';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const feedbackCurrentDaySchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.feedbackCurrentDaySchema),
);

/** The diary day to show now, its window (opens 18:00, P2) and the entry written so far. */
export async function getFeedbackCurrentDay({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FeedbackCurrentDay> {
  // The diary panel shows a refusal itself.
  return apiRequest('/feedback/currentday', {
    schema: feedbackCurrentDaySchema,
    signal,
    notify: false,
  });
}

export const feedbackCurrentDayQuery = () =>
  queryOptions({
    queryKey: programmeKeys.feedback(),
    queryFn: ({ signal }) => getFeedbackCurrentDay({ signal }),
  });

export function useFeedbackCurrentDay() {
  return useQuery(feedbackCurrentDayQuery());
}
