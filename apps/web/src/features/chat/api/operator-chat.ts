// The operators' side: the inbox, one conversation, answering and marking read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminConversation, ChatMessage } from '@quit/contracts/chat';
import { apiRequest } from '@/lib/api-client';

const contracts = () => import('@quit/contracts/chat');

export const chatInboxQuery = () =>
  queryOptions({
    queryKey: ['chat', 'inbox'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/chat', { schema: (await contracts()).chatInboxSchema, signal }),
  });

export function useChatInbox() {
  return useQuery(chatInboxQuery());
}

export const operatorConversationQuery = (id: string) =>
  queryOptions({
    queryKey: ['chat', 'conversation', id],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/chat/${encodeURIComponent(id)}`, {
        schema: (await contracts()).adminConversationSchema,
        signal,
      }),
  });

export function useOperatorConversation(id: string | undefined) {
  return useQuery({ ...operatorConversationQuery(id ?? ''), enabled: id !== undefined });
}

export async function fetchOlderOperator(id: string, before: number): Promise<AdminConversation> {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}?before=${before}`, {
    schema: (await contracts()).adminConversationSchema,
  });
}

export async function sendOperatorMessage(
  id: string,
  clientId: string,
  text: string,
): Promise<ChatMessage> {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { clientId, text },
    schema: (await contracts()).chatMessageSchema,
    notify: false,
  });
}

export async function markOperatorRead(id: string) {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: (await contracts()).chatReadSchema,
    notify: false,
  });
}
