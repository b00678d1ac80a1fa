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

/**
 * How long a message that got no answer waits before it is sent again while the browser says it
 * is online (a request can fail just as the network comes back, or on a flaky one): the last
 * wait repeats until it is sent. Going offline and online again sends it at once.
 */
export const RESEND_AFTER_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

/** Statuses that mean the app did not answer: none at all (status 0), or a gateway's. */
const NOT_ANSWERED = new Set([0, 502, 503, 504]);
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
  const resend = useRef<{ timer: number | undefined; attempt: number }>({
    timer: undefined,
    attempt: 0,
  });
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
    window.clearTimeout(resend.current.timer);
    resend.current.timer = undefined;
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const item of readOutbox(outboxKey)) {
        try {
          const message = await latest.current.send(item.clientId, item.text);
          resend.current.attempt = 0;
          if (!latest.current.data?.id) await queryClient.invalidateQueries({ queryKey });
          else addMessage(message);
          savePending((old) => old.filter((p) => p.clientId !== item.clientId));
        } catch (error) {
          if (error instanceof ApiError && NOT_ANSWERED.has(error.status)) {
            // No answer (or a gateway's while the app restarts): keep the queue, and try again
            // after a while (the same client id, so a message that did arrive is not stored
            // twice).
            const wait =
              RESEND_AFTER_MS[Math.min(resend.current.attempt, RESEND_AFTER_MS.length - 1)];
            resend.current.attempt += 1;
            resend.current.timer = window.setTimeout(() => void flushRef.current(), wait);
            return;
          }
          savePending((old) => old.filter((p) => p.clientId !== item.clientId));
          setSendError(errorMessage(error));
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [outboxKey, addMessage, savePending, queryClient, queryKey]);
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => {
    const pending = resend.current;
    return () => window.clearTimeout(pending.timer);
  }, []);

  useEffect(() => {
    if (online) {
      resend.current.attempt = 0;
      void flush();
    }
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
