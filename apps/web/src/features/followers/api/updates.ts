import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundraiserUpdateRequest } from '@quit/contracts/followers';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const updatesSchema = lazySchema(() =>
  import('@quit/contracts/followers').then((m) => m.fundraiserUpdatesSchema),
);
const updateSchema = lazySchema(() =>
  import('@quit/contracts/followers').then((m) => m.fundraiserUpdateSchema),
);

const updateKeys = {
  all: ['fundraiser-updates'] as const,
  of: (participantId: string) => ['fundraiser-updates', participantId] as const,
};

/** GET /api/participant/{id}/updates: the updates on the public fundraiser page. */
export const fundraiserUpdatesQuery = (participantId: string) =>
  queryOptions({
    queryKey: updateKeys.of(participantId),
    queryFn: ({ signal }) =>
      apiRequest(`/participant/${encodeURIComponent(participantId)}/updates`, {
        schema: updatesSchema,
        signal,
        notify: false,
      }),
  });

export function useFundraiserUpdates(participantId: string) {
  return useQuery(fundraiserUpdatesQuery(participantId));
}

/** POST /api/participant/fundraiser/updates: the participant's update, mailed to followers. */
export function usePostUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundraiserUpdateRequest) =>
      apiRequest('/participant/fundraiser/updates', {
        method: 'POST',
        body,
        schema: updateSchema,
        notify: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.all }),
  });
}
