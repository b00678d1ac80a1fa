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

type Signal = { signal?: AbortSignal };

export async function getSupportPanel({ signal }: Signal = {}) {
  return apiRequest('/participant/encouragements', {
    schema: supportPanelSchema,
    signal,
    notify: false,
  });
}

export const supportPanelQuery = () =>
  queryOptions({
    queryKey: encouragementKeys.panel(),
    queryFn: ({ signal }) => getSupportPanel({ signal }),
  });

export function useSupportPanel() {
  return useQuery(supportPanelQuery());
}

export async function moderateOwn({ key, action }: { key: string; action: 'hide' | 'report' }) {
  return apiRequest(`/participant/encouragements/${encodeURIComponent(key)}`, {
    method: 'POST',
    body: { action },
  });
}

export function useModerateOwn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateOwn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encouragementKeys.all }),
  });
}

export async function sendEncouragement(participantId: string, text: string) {
  return apiRequest(`/supporter/encouragements/${encodeURIComponent(participantId)}`, {
    method: 'POST',
    body: { text },
    notify: false,
  });
}

export function useSendEncouragement(participantId: string) {
  return useMutation({
    mutationFn: (text: string) => sendEncouragement(participantId, text),
  });
}

export async function getModeration({ signal }: Signal = {}) {
  return apiRequest('/admin/encouragements', { schema: moderationListSchema, signal });
}

export const moderationQuery = () =>
  queryOptions({
    queryKey: encouragementKeys.moderation(),
    queryFn: ({ signal }) => getModeration({ signal }),
  });

export function useModeration() {
  return useQuery(moderationQuery());
}

export async function removeEncouragement(id: string) {
  return apiRequest(`/admin/encouragements/${encodeURIComponent(id)}/remove`, { method: 'POST' });
}

export function useRemoveEncouragement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEncouragement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encouragementKeys.all }),
  });
}
