// The live stream (server-sent events). EventSource reconnects by itself after a dropped
// connection; each (re)open calls `onOpen` so the page refetches what it may have missed while
// the stream was down. An answer that is not an event stream (a refusal such as 429, or 503
// while the server restarts) makes EventSource give up for good: then a new one is opened after
// a pause that grows with each refusal in a row.
import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '@quit/contracts/chat';

export type StreamState = 'connecting' | 'open' | 'down';

/** Pauses before opening a new stream after the 1st, 2nd, 3rd, … refusal in a row. */
export const REOPEN_AFTER_MS = [2_000, 5_000, 15_000, 30_000] as const;

export function useChatEvents(
  url: string | null,
  handlers: { onEvent: (event: ChatEvent) => void; onOpen?: () => void },
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    let ended = false;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.onopen = () => {
        refusals = 0;
        setState('open');
        latest.current.onOpen?.();
      };
      current.onerror = () => {
        setState('down');
        if (ended || current.readyState !== EventSource.CLOSED) return;
        current.close();
        const pause = REOPEN_AFTER_MS[Math.min(refusals, REOPEN_AFTER_MS.length - 1)];
        refusals += 1;
        reopen = setTimeout(open, pause);
      };
      current.addEventListener('chat', (message) => {
        try {
          latest.current.onEvent(JSON.parse((message as MessageEvent<string>).data) as ChatEvent);
        } catch {
          // A malformed event is skipped; the next refetch brings the truth.
        }
      });
    };
    open();
    return () => {
      ended = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [url]);
  return state;
}
