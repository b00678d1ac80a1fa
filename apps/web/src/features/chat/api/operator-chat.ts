// The operators' side: the inbox in pages with its search, opening a conversation first, one
// conversation, answering and marking read.
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { AdminConversation, ChatMessage } from '@quit/contracts/chat';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { chatKeys } from '@/lib/query-keys';

const chatInboxSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatInboxSchema),
);
const chatParticipantsSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatParticipantsSchema),
);
const startedConversationSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.startedConversationSchema),
);
const adminConversationSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.adminConversationSchema),
);
const chatMessageSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatMessageSchema),
);
const chatReadSchema = lazySchema(() =>
  import('@quit/contracts/chat').then((m) => m.chatReadSchema),
);

type Signal = { signal?: AbortSignal };

/** A page of the inbox (newest activity first), optionally searched by name or email. */
export async function getChatInbox(q: string, cursor: string | null, { signal }: Signal = {}) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/chat?${params.toString()}`, { schema: chatInboxSchema, signal });
}

export const chatInboxQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.inbox(q),
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => getChatInbox(q, pageParam, { signal }),
    getNextPageParam: (last) => last.nextCursor,
  });

/** The inbox a page at a time. */
export function useChatInbox(q: string) {
  return useInfiniteQuery(chatInboxQuery(q));
}

export async function getChatParticipants(q: string, { signal }: Signal = {}) {
  return apiRequest(`/admin/chat/participants?q=${encodeURIComponent(q)}`, {
    schema: chatParticipantsSchema,
    signal,
  });
}

export const chatParticipantsQuery = (q: string) =>
  queryOptions({
    queryKey: chatKeys.participants(q),
    queryFn: ({ signal }) => getChatParticipants(q, { signal }),
  });

/** Participants matching the search, to open a conversation with one who has not written. */
export function useChatParticipants(q: string) {
  return useQuery({ ...chatParticipantsQuery(q), enabled: q.length > 0 });
}

/** Opens (or finds) the conversation with a participant; answers its id. */
export async function startConversation(participantId: string): Promise<string> {
  const started = await apiRequest('/admin/chat/conversations', {
    method: 'POST',
    body: { participantId },
    schema: startedConversationSchema,
  });
  return started.conversationId;
}

export async function getOperatorConversation(
  id: string,
  { signal }: Signal = {},
): Promise<AdminConversation> {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}`, {
    schema: adminConversationSchema,
    signal,
  });
}

export const operatorConversationQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => getOperatorConversation(id, { signal }),
  });

export function useOperatorConversation(id: string | undefined) {
  return useQuery({ ...operatorConversationQuery(id ?? ''), enabled: id !== undefined });
}

export async function fetchOlderOperator(id: string, before: number): Promise<AdminConversation> {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}?before=${before}`, {
    schema: adminConversationSchema,
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
    schema: chatMessageSchema,
    notify: false,
  });
}

export async function markOperatorRead(id: string) {
  return apiRequest(`/admin/chat/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: chatReadSchema,
    notify: false,
  });
}
