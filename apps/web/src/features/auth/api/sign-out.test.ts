import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { signOut } from './sign-out';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('signing out', () => {
  it('ends the session and this browser’s notifications (record 0090)', async () => {
    const fetchMock = stubFetch(on('POST', '/api/account/signout', () => json({ ok: true })));
    const unsubscribe = vi.fn(async () => true);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => ({ unsubscribe }) },
        }),
      },
    });
    await expect(signOut()).resolves.toEqual({ ok: true });
    expect(requestsTo(fetchMock, '/api/account/signout')).toHaveLength(1);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
