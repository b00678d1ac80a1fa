import { afterEach, describe, expect, it, vi } from 'vitest';
import { endBrowserPush } from './browser-push';

/** A browser whose service worker has (or has not) a push subscription. */
function stubWorker(subscription: { unsubscribe: () => Promise<boolean> } | null) {
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

describe('endBrowserPush (record 0090)', () => {
  it('ends this browser’s subscription', async () => {
    const unsubscribe = vi.fn(async () => true);
    stubWorker({ unsubscribe });
    expect(await endBrowserPush()).toBe(true);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('has nothing to end without a subscription or a service worker', async () => {
    const asked = stubWorker(null);
    expect(await endBrowserPush()).toBe(false);
    expect(asked).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect('serviceWorker' in navigator).toBe(false);
    expect(await endBrowserPush()).toBe(false);
  });

  it('never throws, and never holds sign-out longer than it may', async () => {
    stubWorker({ unsubscribe: () => Promise.reject(new Error('push service down')) });
    expect(await endBrowserPush()).toBe(false);
    stubWorker({ unsubscribe: () => new Promise<boolean>(() => {}) });
    const started = Date.now();
    expect(await endBrowserPush(50)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
