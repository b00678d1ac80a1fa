import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatConversation, ChatMessage } from '@quit/contracts/chat';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { readOutbox } from './outbox';
import { RESEND_AFTER_MS, useConversation } from './use-conversation';

const OUTBOX = 'chat-outbox-test';
const queryKey = ['chat', 'test'];

const conversation: ChatConversation = {
  id: 'conversation-1',
  messages: [],
  participantReadSeq: 0,
  operatorReadSeq: 0,
  olderCursor: null,
};

const stored = (clientId: string, text: string, seq: number): ChatMessage => ({
  id: `message-${seq}`,
  seq,
  side: 'participant',
  text,
  clientId,
  createdAt: '2027-01-01T10:00:00.000Z',
});

/** What fetch gives when no answer comes (api-client.ts): status 0. */
const noAnswer = () => new ApiError({ code: 'INTERNAL', message: '' }, 0);
const answered = (status: number) =>
  new ApiError({ code: 'INVALID_DATA', message: 'Refused for a reason' }, status);

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

function setUp(send: Send) {
  const client = new QueryClient();
  client.setQueryData(queryKey, conversation);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useConversation({
        queryKey,
        data: client.getQueryData<ChatConversation>(queryKey),
        mySide: 'participant',
        outboxKey: OUTBOX,
        send,
        markRead: () => Promise.resolve({ participantReadSeq: 0, operatorReadSeq: 0 }),
        fetchOlder: () => Promise.resolve(conversation),
      }),
    { wrapper },
  );
}

/** Time passes on the page's timers, the sends they start answered, React's updates applied. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

type Send = (clientId: string, text: string) => Promise<ChatMessage>;

/** A send that fails with each error given, in turn, then stores the message. */
function sendFailing(...errors: ApiError[]) {
  const send = vi.fn<Send>();
  for (const error of errors) send.mockRejectedValueOnce(error);
  return send.mockImplementation((clientId, text) => Promise.resolve(stored(clientId, text, 1)));
}

/** The person writes a message; the first send's answer is applied. */
const write = (result: { current: ReturnType<typeof useConversation> }, text: string) =>
  act(async () => {
    result.current.sendText(text);
    await vi.advanceTimersByTimeAsync(0);
  });

describe('a message that got no answer while the browser says it is online', () => {
  it('is sent again by itself, once, with the same client id', async () => {
    const send = sendFailing(noAnswer());
    const { result } = setUp(send);

    await write(result, 'Thanks, that helps!');
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending.map((p) => p.text)).toEqual(['Thanks, that helps!']);
    expect(readOutbox(OUTBOX)).toHaveLength(1);

    // Not before the first wait is over.
    await pass(RESEND_AFTER_MS[0] - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0]).toBe(send.mock.calls[0]![0]);
    expect(result.current.pending).toEqual([]);
    expect(readOutbox(OUTBOX)).toEqual([]);
    expect(result.current.sendError).toBeNull();

    // Sent: nothing more is tried.
    await pass(RESEND_AFTER_MS.at(-1)! * 2);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each try, and the longest wait repeats until it is sent', async () => {
    const failures = Array.from({ length: RESEND_AFTER_MS.length + 1 }, noAnswer);
    const send = sendFailing(...failures);
    const { result } = setUp(send);
    await write(result, 'Still there?');
    const waits = [...RESEND_AFTER_MS, RESEND_AFTER_MS.at(-1)!];
    for (const [i, wait] of waits.entries()) {
      await pass(wait - 1);
      expect(send, `before try ${i + 2}`).toHaveBeenCalledTimes(i + 1);
      await pass(1);
      expect(send, `try ${i + 2}`).toHaveBeenCalledTimes(i + 2);
    }
    expect(result.current.pending).toEqual([]);
  });

  it('tries nothing while offline, and sends at once when the network is back', async () => {
    const send = sendFailing(noAnswer());
    const { result } = setUp(send);
    await write(result, 'Back soon');
    expect(send).toHaveBeenCalledTimes(1);

    online = false;
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
      await vi.advanceTimersByTimeAsync(RESEND_AFTER_MS.at(-1)! * 2);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toHaveLength(1);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toEqual([]);
  });

  it('is not tried again after the page is left', async () => {
    const send = vi.fn<Send>().mockRejectedValue(noAnswer());
    const { result, unmount } = setUp(send);
    await write(result, 'Left behind');
    unmount();
    await vi.advanceTimersByTimeAsync(RESEND_AFTER_MS.at(-1)! * 2);
    expect(send).toHaveBeenCalledTimes(1);
    // Kept for the next visit.
    expect(readOutbox(OUTBOX).map((p) => p.text)).toEqual(['Left behind']);
  });

  it('a gateway that answers for an app that is restarting (503) counts as no answer', async () => {
    const send = sendFailing(new ApiError({ code: 'INTERNAL', message: '' }, 503));
    const { result } = setUp(send);
    await write(result, 'After the restart');
    expect(result.current.pending).toHaveLength(1);
    await pass(RESEND_AFTER_MS[0]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.pending).toEqual([]);
  });
});

describe('a message the app refused', () => {
  it('leaves the queue with the reason shown, and is not tried again', async () => {
    const send = vi.fn<Send>().mockRejectedValue(answered(400));
    const { result } = setUp(send);
    await act(async () => {
      result.current.sendText('x'.repeat(5000));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.pending).toEqual([]);
    expect(readOutbox(OUTBOX)).toEqual([]);
    // The spec's wording for the error's code, in the page's language (lib/error-message.ts).
    expect(result.current.sendError).toBe(errorMessage(answered(400)));
    expect(result.current.sendError).not.toBe('');
    await pass(RESEND_AFTER_MS.at(-1)! * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
