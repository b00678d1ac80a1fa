// One conversation as a page shows it: the newest page from the query, older pages on demand,
// live events merged in, a queue of messages waiting to be sent (offline included), and the
// other side's messages marked read while the page is visible.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatConversation, ChatEvent, ChatMessage } from '@quit/contracts/chat';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { newClientId, readOutbox, writeOutbox, type PendingMessage } from './outbox';
import { useOnline } from './use-online';

type Side = 'participant' | 'operator';
type ReadState = { participantReadSeq: number; operatorReadSeq: number };

export type ConversationOptions = {
  queryKey: QueryKey;
  data: ChatConversation | undefined;
  mySide: Side;
  outboxKey: string;
  send: (clientId: string, text: string) => Promise<ChatMessage>;
  markRead: () => Promise<ReadState>;
  fetchOlder: (before: number) => Promise<ChatConversation>;
};

export function useConversation(options: ConversationOptions) {
  const { queryKey, data, mySide, outboxKey } = options;
  const queryClient = useQueryClient();
  const online = useOnline();
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<number | null | undefined>(undefined);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [pending, setPending] = useState<PendingMessage[]>(() => readOutbox(outboxKey));
  const [sendError, setSendError] = useState<string | null>(null);
  const flushing = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const update = useCallback(
    (change: (old: ChatConversation) => ChatConversation) =>
      queryClient.setQueryData<ChatConversation>(queryKey, (old) => old && change(old)),
    [queryClient, queryKey],
  );

  const addMessage = useCallback(
    (message: ChatMessage) =>
      update((old) =>
        old.messages.some((m) => m.id === message.id)
          ? old
          : {
              ...old,
              messages: [...old.messages, message].sort((a, b) => a.seq - b.seq),
            },
      ),
    [update],
  );

  const applyEvent = useCallback(
    (event: ChatEvent) => {
      if (event.type === 'message') {
        if (!latest.current.data?.id) void queryClient.invalidateQueries({ queryKey });
        else addMessage(event.message);
      } else {
        update((old) => ({
          ...old,
          participantReadSeq: event.participantReadSeq,
          operatorReadSeq: event.operatorReadSeq,
        }));
      }
    },
    [addMessage, update, queryClient, queryKey],
  );

  const savePending = useCallback(
    (change: (old: PendingMessage[]) => PendingMessage[]) =>
      setPending((old) => {
        const next = change(old);
        writeOutbox(outboxKey, next);
        return next;
      }),
    [outboxKey],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const item of readOutbox(outboxKey)) {
        try {
          const message = await latest.current.send(item.clientId, item.text);
          if (!latest.current.data?.id) await queryClient.invalidateQueries({ queryKey });
          else addMessage(message);
          savePending((old) => old.filter((p) => p.clientId !== item.clientId));
        } catch (error) {
          // No answer at all: the network is gone; keep the queue for later.
          if (error instanceof ApiError && error.status === 0) return;
          savePending((old) => old.filter((p) => p.clientId !== item.clientId));
          setSendError(errorMessage(error));
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [outboxKey, addMessage, savePending, queryClient, queryKey]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  const sendText = useCallback(
    (text: string) => {
      setSendError(null);
      savePending((old) => [...old, { clientId: newClientId(), text }]);
      // After the queue is written: flush reads it from storage.
      queueMicrotask(() => void flush());
    },
    [savePending, flush],
  );

  // Marks the other side's messages read while the page is visible.
  const mySeq = data
    ? mySide === 'participant'
      ? data.participantReadSeq
      : data.operatorReadSeq
    : 0;
  const newestOther = Math.max(
    0,
    ...(data?.messages.filter((m) => m.side !== mySide).map((m) => m.seq) ?? []),
  );
  useEffect(() => {
    if (!data?.id || newestOther <= mySeq || document.visibilityState !== 'visible') return;
    latest.current
      .markRead()
      .then((read) => update((old) => ({ ...old, ...read })))
      .catch(() => undefined);
  }, [data?.id, newestOther, mySeq, update]);

  const cursor = olderCursor === undefined ? (data?.olderCursor ?? null) : olderCursor;
  const loadOlder = useCallback(async () => {
    if (cursor === null) return;
    setLoadingOlder(true);
    try {
      const page = await latest.current.fetchOlder(cursor);
      setOlder((old) => [...page.messages, ...old]);
      setOlderCursor(page.olderCursor);
    } finally {
      setLoadingOlder(false);
    }
  }, [cursor]);

  const messages = [...older, ...(data?.messages ?? [])].filter(
    (m, i, all) => all.findIndex((n) => n.id === m.id) === i,
  );
  return {
    messages,
    pending,
    online,
    sendError,
    sendText,
    flush,
    applyEvent,
    hasOlder: cursor !== null,
    loadOlder,
    loadingOlder,
    otherReadSeq: data
      ? mySide === 'participant'
        ? data.operatorReadSeq
        : data.participantReadSeq
      : 0,
  };
}
