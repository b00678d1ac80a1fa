import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REOPEN_AFTER_MS, useChatEvents } from './use-chat-events';

/** The browser's EventSource as far as the hook uses it; the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (message: MessageEvent<string>) => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answers with an event stream. */
  opened() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** The connection drops: the browser will reconnect by itself. */
  dropped() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  /** The server answers with something else (429, 503): the browser gives up for good. */
  refused() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

beforeEach(() => {
  FakeEventSource.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
});

const latest = () => FakeEventSource.made.at(-1)!;
/** The newest stream's server answers (or fails to), with React's updates applied. */
const serverOf = (answer: 'opened' | 'dropped' | 'refused') =>
  act(() => {
    latest()[answer]();
  });
/** Time passes on the page's timers, with React's updates applied. */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('the live chat stream', () => {
  it('opens a new stream after a refusal, and refetches once it is open', async () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() =>
      useChatEvents('/api/admin/chat/events', { onEvent: vi.fn(), onOpen }),
    );
    await serverOf('refused');
    expect(result.current).toBe('down');
    expect(FakeEventSource.made).toHaveLength(1);
    await pass(REOPEN_AFTER_MS[0] - 1);
    expect(FakeEventSource.made).toHaveLength(1);
    await pass(1);
    expect(FakeEventSource.made).toHaveLength(2);
    expect(latest().url).toBe('/api/admin/chat/events');
    await serverOf('opened');
    expect(result.current).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('waits longer after each refusal in a row, and starts over once a stream opened', async () => {
    renderHook(() => useChatEvents('/events', { onEvent: vi.fn() }));
    await serverOf('refused');
    await pass(REOPEN_AFTER_MS[0]);
    await serverOf('refused');
    await pass(REOPEN_AFTER_MS[1] - 1);
    expect(FakeEventSource.made).toHaveLength(2);
    await pass(1);
    expect(FakeEventSource.made).toHaveLength(3);
    await serverOf('opened');
    await serverOf('refused');
    await pass(REOPEN_AFTER_MS[0]);
    expect(FakeEventSource.made).toHaveLength(4);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', async () => {
    renderHook(() => useChatEvents('/events', { onEvent: vi.fn() }));
    await serverOf('dropped');
    await pass(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('opens nothing more once the page has left', async () => {
    const { unmount } = renderHook(() => useChatEvents('/events', { onEvent: vi.fn() }));
    await serverOf('refused');
    unmount();
    await pass(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('hands each chat event to the page', async () => {
    const onEvent = vi.fn();
    renderHook(() => useChatEvents('/events', { onEvent }));
    await serverOf('opened');
    const event = { type: 'read', conversationId: 'c1', participantReadSeq: 2, operatorReadSeq: 1 };
    act(() =>
      latest().listeners.get('chat')!({ data: JSON.stringify(event) } as MessageEvent<string>),
    );
    expect(onEvent).toHaveBeenCalledWith(event);
  });
});
