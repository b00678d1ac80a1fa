// The page's side of the service worker (src/service-worker/sw.ts): registering it, its size
// limit from the configuration, and clearing what it cached when the account changes.

type WorkerMessage =
  { type: 'sign-out' } | { type: 'cache-limit'; bytes: number } | { type: 'keep'; urls: string[] };

function tell(message: WorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/** Registers the worker after the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(
      () => {
        // Before the worker controls the page, what it loaded went past it: hand the list over.
        if (navigator.serviceWorker.controller) return;
        const urls = [
          window.location.href,
          ...performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(window.location.origin)),
        ];
        tell({ type: 'keep', urls });
      },
      () => {
        // Without a worker the app works as before, only not offline.
      },
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Runs once when the worker first takes control of this page (the first visit): what the page
 * asked before went past it, so the caller asks again through it.
 */
export function onServiceWorkerControl(callback: () => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener('controllerchange', callback, { once: true });
}

/** Spec section 9: the offline cache's limit (the configuration's, 40 MiB by default). */
export function setOfflineCacheLimit(bytes: number): void {
  tell({ type: 'cache-limit', bytes });
}

/**
 * Signed out, or another account signed in: nothing cached for the previous account may be
 * served again (issue 13: the API is never served stale to a signed-out user).
 */
export function clearOfflineCache(): void {
  tell({ type: 'sign-out' });
}
