// This browser's side of Web Push: permission, the service worker's subscription, and what the
// API is told about it. A browser without a service worker or the Push API cannot take part.
import type { PushDeviceRequest } from '@quit/contracts/push';

export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** base64url → bytes (applicationServerKey as every browser accepts it). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export type SubscribeProblem = 'unsupported' | 'denied';

/**
 * Asks for permission and subscribes this browser (or reuses its subscription); answers what
 * the API needs, or why it cannot.
 */
export async function subscribeThisBrowser(
  publicKey: string,
): Promise<PushDeviceRequest | SubscribeProblem> {
  if (!browserSupportsPush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.['p256dh'] || !json.keys['auth']) return 'unsupported';
  return {
    endpoint: json.endpoint,
    keys: { p256dh: json.keys['p256dh'], auth: json.keys['auth'] },
    name: navigator.userAgent.slice(0, 200) || 'Browser',
  };
}
