import type { SignInRole } from '@quit/contracts/account';

// The provider's pages run in a popup. When it is done, the popup's /auth/identify page tells
// this window. The API sends `Cross-Origin-Opener-Policy: same-origin`, and a trip through
// the provider's origin cuts the popup off from `window.opener`; so the message also goes
// over a BroadcastChannel, which any same-origin page can reach.
const MESSAGE_TYPE = 'quitpot:federated';
const CHANNEL_NAME = 'quitpot-auth';

export type FederatedMode = 'popup' | 'redirect';

export function federatedStartUrl(mode: FederatedMode, role: SignInRole): string {
  return `/api/account/federated/start?${new URLSearchParams({ mode, role }).toString()}`;
}

type Browser = { open: Window['open']; location: Pick<Location, 'assign'> };

/** Opens the provider in a popup; when a blocker refuses it, goes there in this window. */
export function startFederatedSignIn(role: SignInRole, browser: Browser = window): FederatedMode {
  const popup = browser.open(
    federatedStartUrl('popup', role),
    'quitpot-federated',
    'popup,width=520,height=680',
  );
  if (popup !== null) return 'popup';
  browser.location.assign(federatedStartUrl('redirect', role));
  return 'redirect';
}

const isFederatedMessage = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MESSAGE_TYPE;

/** Called in the popup once the provider sent it back to us. */
export function announceFederatedSignIn(): void {
  const message = { type: MESSAGE_TYPE };
  const opener = window.opener as Window | null;
  try {
    // The target origin keeps the message from reaching any page but our own.
    opener?.postMessage(message, window.location.origin);
  } catch {
    // An opener of another origin: the channel below still reaches ours.
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
}

/** Listens in the window that opened the popup; returns the unsubscribe function. */
export function onFederatedSignIn(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isFederatedMessage(event.data)) listener();
  };
  window.addEventListener('message', onMessage);
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  channel?.addEventListener('message', (event) => {
    if (isFederatedMessage(event.data)) listener();
  });
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}
