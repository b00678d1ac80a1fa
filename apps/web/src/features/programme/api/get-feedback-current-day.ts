import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedbackCurrentDay } from '@quit/contracts/programme';
import { apiRequest } from '@/lib/api-client';
import { programmeKeys } from './programme-keys';

/** The diary day to show now, its window (opens 18:00, P2) and the entry written so far. */
export async function getFeedbackCurrentDay({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FeedbackCurrentDay> {
  const { feedbackCurrentDaySchema } = await import('@quit/contracts/programme');
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
