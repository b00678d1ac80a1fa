// Supporters' encouragement: the participant's Support Panel, hiding and reporting, sending
// (supporters) and moderation (operators).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { encouragementKeys } from '@/lib/query-keys';

const supportPanelSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.supportPanelSchema),
);
const moderationListSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.moderationListSchema),
);

export const supportPanelQuery = () =>
  queryOptions({
    queryKey: encouragementKeys.panel(),
    queryFn: async ({ signal }) =>
      apiRequest('/participant/encouragements', {
        schema: supportPanelSchema,
        signal,
        notify: false,
      }),
  });

export function useSupportPanel() {
  return useQuery(supportPanelQuery());
}

export function useModerateOwn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, action }: { key: string; action: 'hide' | 'report' }) =>
      apiRequest(`/participant/encouragements/${encodeURIComponent(key)}`, {
        method: 'POST',
        body: { action },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encouragementKeys.all }),
  });
}

export function useSendEncouragement(participantId: string) {
  return useMutation({
    mutationFn: async (text: string) =>
      apiRequest(`/supporter/encouragements/${encodeURIComponent(participantId)}`, {
        method: 'POST',
        body: { text },
        notify: false,
      }),
  });
}

export const moderationQuery = () =>
  queryOptions({
    queryKey: encouragementKeys.moderation(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/encouragements', {
        schema: moderationListSchema,
        signal,
      }),
  });

export function useModeration() {
  return useQuery(moderationQuery());
}

export function useRemoveEncouragement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest(`/admin/encouragements/${encodeURIComponent(id)}/remove`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encouragementKeys.all }),
  });
}
