// The live stream (server-sent events). EventSource reconnects by itself; each (re)open calls
// `onOpen` so the page refetches what it may have missed while the stream was down.
import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '@quit/contracts/chat';

export type StreamState = 'connecting' | 'open' | 'down';

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
    const source = new EventSource(url);
    source.onopen = () => {
      setState('open');
      latest.current.onOpen?.();
    };
    source.onerror = () => setState('down');
    source.addEventListener('chat', (message) => {
      try {
        latest.current.onEvent(JSON.parse((message as MessageEvent<string>).data) as ChatEvent);
      } catch {
        // A malformed event is skipped; the next refetch brings the truth.
      }
    });
    return () => source.close();
  }, [url]);
  return state;
}
