import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@/lib/auth-events';
import { createQueryClient } from '@/lib/query-client';
import { json, requestsTo, sessionRoute, stubFetch, SESSION_PATH } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { SESSION_REFRESH_MS, useSession } from './get-session';

function renderSession() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSession(), { wrapper });
}

describe('the session query', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the server every 10 minutes while signed in, which keeps the session alive', async () => {
    const fetchMock = stubFetch(sessionRoute(sessionFixture()));
    const { result } = renderSession();
    await waitFor(() => expect(result.current.data?.user.email).toBe('ada@example.org'));
    expect(requestsTo(fetchMock, SESSION_PATH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS - 1000));
    expect(requestsTo(fetchMock, SESSION_PATH)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(requestsTo(fetchMock, SESSION_PATH)).toHaveLength(2));

    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS));
    await waitFor(() => expect(requestsTo(fetchMock, SESSION_PATH)).toHaveLength(3));
    expect(SESSION_REFRESH_MS).toBe(10 * 60 * 1000);
  });

  it('does not poll while signed out, and a null there neither signs out nor toasts', async () => {
    const fetchMock = stubFetch(sessionRoute(null));
    const onSignOut = vi.fn();
    const unsubscribe = authEvents.onSignOut(onSignOut);
    const { result } = renderSession();
    await waitFor(() => expect(result.current.data).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_REFRESH_MS));
    unsubscribe();
    expect(requestsTo(fetchMock, SESSION_PATH)).toHaveLength(1);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('signs the client out when a signed-in session has ended on the server', async () => {
    let alive = true;
    stubFetch((request) =>
      new URL(request.url).pathname === SESSION_PATH
        ? alive
          ? json({ current: sessionFixture() })
          : json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401)
        : undefined,
    );
    const onSignOut = vi.fn();
    const unsubscribe = authEvents.onSignOut(onSignOut);
    const { result } = renderSession();
    await waitFor(() => expect(result.current.data).not.toBeNull());

    alive = false;
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFRESH_MS));
    await waitFor(() => expect(onSignOut).toHaveBeenCalledOnce());
    unsubscribe();
  });
});
