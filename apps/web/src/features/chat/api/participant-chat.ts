// The participant's conversation: the newest page, older pages, sending and marking read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@quit/contracts/chat';
import { apiRequest } from '@/lib/api-client';

const contracts = () => import('@quit/contracts/chat');

export const participantChatQuery = () =>
  queryOptions({
    queryKey: ['chat', 'participant'],
    queryFn: async ({ signal }) =>
      apiRequest('/participant/chat', {
        schema: (await contracts()).chatConversationSchema,
        signal,
      }),
  });

export function useParticipantChat() {
  return useQuery(participantChatQuery());
}

export async function fetchOlderParticipant(before: number): Promise<ChatConversation> {
  return apiRequest(`/participant/chat?before=${before}`, {
    schema: (await contracts()).chatConversationSchema,
  });
}

export async function sendParticipantMessage(clientId: string, text: string): Promise<ChatMessage> {
  return apiRequest('/participant/chat/messages', {
    method: 'POST',
    body: { clientId, text },
    schema: (await contracts()).chatMessageSchema,
    notify: false,
  });
}

export async function markParticipantRead() {
  return apiRequest('/participant/chat/read', {
    method: 'POST',
    schema: (await contracts()).chatReadSchema,
    notify: false,
  });
}
