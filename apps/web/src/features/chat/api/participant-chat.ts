// The participant's conversation: the newest page, older pages, sending and marking read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatConversation, ChatMessage } from '@quit/contracts/chat';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { chatKeys } from '@/lib/query-keys';

const chatConversationSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatConversationSchema),
);
const chatMessageSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatMessageSchema),
);
const chatReadSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatReadSchema),
);

export async function getParticipantChat({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ChatConversation> {
  return apiRequest('/participant/chat', { schema: chatConversationSchema, signal });
}

export const participantChatQuery = () =>
  queryOptions({
    queryKey: chatKeys.participantChat(),
    queryFn: ({ signal }) => getParticipantChat({ signal }),
  });

export function useParticipantChat() {
  return useQuery(participantChatQuery());
}

export async function fetchOlderParticipant(before: number): Promise<ChatConversation> {
  return apiRequest(`/participant/chat?before=${before}`, {
    schema: chatConversationSchema,
  });
}

export async function sendParticipantMessage(clientId: string, text: string): Promise<ChatMessage> {
  return apiRequest('/participant/chat/messages', {
    method: 'POST',
    body: { clientId, text },
    schema: chatMessageSchema,
    notify: false,
  });
}

export async function markParticipantRead() {
  return apiRequest('/participant/chat/read', {
    method: 'POST',
    schema: chatReadSchema,
    notify: false,
  });
}
