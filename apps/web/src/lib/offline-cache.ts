// The page's side of the service worker (src/service-worker/sw.ts): registering it, its size
// limit from the configuration, and clearing what it cached when the account changes.

const SESSION_CHECK = '/api/account/session/current';

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
  // On the first visit the page loaded before the worker took control, so those answers went
  // past it: once it controls the page (once), it is handed the list and keeps them too.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => {
        const urls = [
          window.location.href,
          ...performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .filter((name) => name.startsWith(window.location.origin)),
        ];
        tell({ type: 'keep', urls });
        // Answers still on their way when the worker took over went past it too (a boot request
        // of a fast start): kept as they arrive. (workerStart 0: not through the worker.)
        const late = new PerformanceObserver((list) => {
          const arrived = list
            .getEntries()
            .filter(
              (entry) =>
                entry.name.startsWith(window.location.origin) &&
                (entry as PerformanceResourceTiming).workerStart === 0,
            )
            .map((entry) => entry.name);
          if (arrived.length > 0) tell({ type: 'keep', urls: arrived });
        });
        late.observe({ type: 'resource' });
        window.setTimeout(() => late.disconnect(), 30_000);
        // The session check again, now through the worker: it keeps the answer itself.
        void fetch(SESSION_CHECK, { credentials: 'same-origin' }).catch(() => undefined);
      },
      { once: true },
    );
  }
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // Without a worker the app works as before, only not offline.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
