import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEvents } from '@/lib/auth-events';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { signOut } from './sign-out';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const endpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';

/** This browser's service worker, with a push subscription or none. */
function pushSubscription(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({
        pushManager: { getSubscription: async () => subscription },
      }),
    },
  });
}

/** A browser with a subscription, whose forget call the API refuses; the sign-out succeeds. */
function forgetRefused(code: string, status: number) {
  pushSubscription({ endpoint, unsubscribe: async () => true });
  return stubFetch(
    on('POST', '/api/push/devices/forget', () => json({ code, message: 'Refused' }, status)),
    on('POST', '/api/account/signout', () => json({ ok: true })),
  );
}

describe('signing out', () => {
  it('ends this browser’s notifications, has the API forget them, then ends the session (records 0090, 0100)', async () => {
    const order: string[] = [];
    const fetchMock = stubFetch(
      on('POST', '/api/push/devices/forget', () => {
        order.push('forget');
        return json({ ok: true });
      }),
      on('POST', '/api/account/signout', () => {
        order.push('signout');
        return json({ ok: true });
      }),
    );
    const unsubscribe = vi.fn(async () => true);
    pushSubscription({ endpoint, unsubscribe });
    await expect(signOut()).resolves.toEqual({ ok: true });
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    const [forget] = requestsTo(fetchMock, '/api/push/devices/forget');
    expect(await forget!.json()).toEqual({ endpoint });
    // While the session still lets the API know whose device it is.
    expect(order).toEqual(['forget', 'signout']);
  });

  it('asks the API to forget nothing when this browser has no subscription', async () => {
    const fetchMock = stubFetch(on('POST', '/api/account/signout', () => json({ ok: true })));
    pushSubscription(null);
    await expect(signOut()).resolves.toEqual({ ok: true });
    expect(requestsTo(fetchMock, '/api/push/devices/forget')).toHaveLength(0);
    expect(requestsTo(fetchMock, '/api/account/signout')).toHaveLength(1);
  });

  it('still signs out when forgetting the device fails', async () => {
    const fetchMock = forgetRefused('INTERNAL', 500);
    await expect(signOut()).resolves.toEqual({ ok: true });
    expect(requestsTo(fetchMock, '/api/account/signout')).toHaveLength(1);
  });

  it('with a session that already ran out: signs out without announcing the session’s end', async () => {
    const fetchMock = forgetRefused('UNAUTHENTICATED', 401);
    const ended = vi.fn();
    const stop = authEvents.onSignOut(ended);
    try {
      await expect(signOut()).resolves.toEqual({ ok: true });
    } finally {
      stop();
    }
    expect(ended).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/api/account/signout')).toHaveLength(1);
  });
});
