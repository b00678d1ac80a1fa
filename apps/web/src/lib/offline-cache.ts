// The page's side of the service worker (src/service-worker/sw.ts): registering it, its size
// limit from the configuration, and clearing what it cached when the account changes.

const SESSION_CHECK = '/api/account/session/current';

type WorkerMessage =
  | { type: 'sign-out' }
  | { type: 'new-account' }
  | { type: 'cache-limit'; bytes: number }
  | { type: 'keep'; urls: string[] };

function tell(message: WorkerMessage): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage(message),
  );
}

/** How long answers of requests begun before the worker took over are still handed to it. */
const LATE_ANSWERS_MS = 60_000;

const ownUrls = (entries: PerformanceEntryList) =>
  entries.map((entry) => entry.name).filter((name) => name.startsWith(window.location.origin));

/**
 * On the first visit the page loaded before the worker took control, so those answers went
 * past it: once it controls the page, it is handed their list and keeps them too. A request
 * still under way at that moment also went past it: its answer is handed over when it arrives.
 */
function keepFirstVisit(): void {
  const takenOver = performance.now();
  tell({
    type: 'keep',
    urls: [window.location.href, ...ownUrls(performance.getEntriesByType('resource'))],
  });
  if (typeof PerformanceObserver === 'function') {
    const late = new PerformanceObserver((list) => {
      const urls = ownUrls(list.getEntries().filter((entry) => entry.startTime < takenOver));
      if (urls.length > 0) tell({ type: 'keep', urls });
    });
    late.observe({ type: 'resource' });
    window.setTimeout(() => late.disconnect(), LATE_ANSWERS_MS);
  }
  // The session check again, now through the worker: it keeps the answer itself.
  void fetch(SESSION_CHECK, { credentials: 'same-origin' }).catch(() => undefined);
}

/** Registers the worker after the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', keepFirstVisit, { once: true });
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

/**
 * Someone signed in: what was kept for anyone before goes, and what this account loads from now
 * on is kept (unlike after a sign-out, when nothing is kept until someone signs in).
 */
export function resetOfflineCacheForNewAccount(): void {
  tell({ type: 'new-account' });
}
