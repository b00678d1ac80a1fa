import { afterEach, describe, expect, it, vi } from 'vitest';
import { endBrowserPush } from './browser-push';

/** A browser whose service worker has (or has not) a push subscription. */
function stubWorker(
  subscription: { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
) {
  const getSubscription = vi.fn(async () => subscription);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => ({ pushManager: { getSubscription } })) },
  });
  return getSubscription;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const endpoint = 'https://fcm.googleapis.com/fcm/send/this-browser';

describe('endBrowserPush (records 0090, 0100)', () => {
  it('ends this browser’s subscription and names it', async () => {
    const unsubscribe = vi.fn(async () => true);
    stubWorker({ endpoint, unsubscribe });
    expect(await endBrowserPush()).toBe(endpoint);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('names it also when the push service cannot be told (the API forgets it all the same)', async () => {
    stubWorker({ endpoint, unsubscribe: () => Promise.reject(new Error('push service down')) });
    expect(await endBrowserPush()).toBe(endpoint);
  });

  it('has nothing to end without a subscription or a service worker', async () => {
    const asked = stubWorker(null);
    expect(await endBrowserPush()).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect('serviceWorker' in navigator).toBe(false);
    expect(await endBrowserPush()).toBeNull();
  });

  it('never throws, and never holds sign-out longer than it may', async () => {
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.reject(new Error('no worker')) },
    });
    expect(await endBrowserPush()).toBeNull();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => new Promise(() => {}) },
    });
    const started = Date.now();
    expect(await endBrowserPush(50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    // A push service that never answers the end: the endpoint still comes, in time.
    stubWorker({ endpoint, unsubscribe: () => new Promise<boolean>(() => {}) });
    const again = Date.now();
    expect(await endBrowserPush(50)).toBe(endpoint);
    expect(Date.now() - again).toBeLessThan(2_000);
  });
});
