// The operators' side: the inbox in pages with its search, opening a conversation first, one
// conversation, answering and marking read.
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminConversation, ChatMessage } from '@quit/contracts/chat';
import { apiRequest } from '@/lib/api-client';

const contracts = () => import('@quit/contracts/chat');

/** The inbox's key: every page and search of it is refreshed by a live event. */
export const chatInboxKey = ['chat', 'inbox'] as const;

/** The inbox a page at a time (newest activity first), optionally searched by name or email. */
export function useChatInbox(q: string) {
  return useInfiniteQuery({
    queryKey: [...chatInboxKey, q],
    initialPageParam: null as string | null,
    queryFn: async ({ signal, pageParam }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/admin/chat?${params.toString()}`, {
        schema: (await contracts()).chatInboxSchema,
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Participants matching the search, to open a conversation with one who has not written. */
export function useChatParticipants(q: string) {
  return useQuery({
    queryKey: ['chat', 'participants', q],
    enabled: q.length > 0,
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/chat/participants?q=${encodeURIComponent(q)}`, {
        schema: (await contracts()).chatParticipantsSchema,
        signal,
      }),
  });
}

/** Opens (or finds) the conversation with a participant; answers its id. */
export async function startConversation(participantId: string): Promise<string> {
  const started = await apiRequest('/admin/chat/conversations', {
    method: 'POST',
    body: { participantId },
    schema: (await contracts()).startedConversationSchema,
  });
  return started.conversationId;
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
