// The service worker (issue 13, spec section 9): the app installs and keeps the pages a
// participant has seen readable offline — dashboard, programme texts, calendar — from one
// size-limited cache (default 40 MiB, at least 1 MiB; the configuration's limit arrives by
// message). The network always comes first: the cache only answers when it cannot be reached.
// Auth calls are never cached, and everything cached goes when someone signs out.
//
// Written against the Cache and Fetch APIs directly; vite-plugin-pwa (injectManifest) bundles
// it and fills in the app shell's precache list.

import { SIGNED_OUT_PAGE_HEADER } from '@quit/contracts/routes';
import { effectiveLimit, trimToLimit } from './offline-trim';
import { pushTarget } from './push-target';

type Precached = { url: string; revision: string | null };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  clientId: string;
  resultingClientId: string;
  respondWith(response: Promise<Response>): void;
};
type WorkerMessageEvent = ExtendableEvent & { data: unknown };
type WorkerClient = { postMessage(message: unknown): void };
type WindowClient = WorkerClient & {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
};
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationClickEvent = ExtendableEvent & {
  notification: { data: unknown; close(): void };
};
type WorkerScope = {
  __WB_MANIFEST: Precached[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    get(id: string): Promise<WorkerClient | undefined>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
};

const sw = self as unknown as WorkerScope;
const SHELL_CACHE = 'quitpot-shell';
const OFFLINE_CACHE = 'quitpot-offline';
const SETTINGS_CACHE = 'quitpot-settings';
const LIMIT_KEY = '/__offline-cache-limit';
const SIGNED_OUT_KEY = '/__signed-out';
const NETWORK_TIMEOUT_MS = 8000;
const SESSION_PATH = '/api/account/session/current';

// Filled in by the build (workbox's injectManifest looks for `self.__WB_MANIFEST`).
const precached: Precached[] = (self as unknown as WorkerScope).__WB_MANIFEST;
// Unique: the manifest's icons can be listed twice, and addAll refuses duplicates.
const shell = [
  ...new Set(
    precached.map((entry) => {
      const url = new URL(entry.url, sw.location.origin);
      if (entry.revision) url.searchParams.set('__rev', entry.revision);
      return url.pathname + url.search;
    }),
  ),
];
const shellUrl = (path: string) => shell.find((url) => url.split('?')[0] === path) ?? path;

/**
 * API reads worth keeping offline: not sign-in, account, console, sandbox or media calls, and
 * never the health check, which the offline banner asks to learn that the server is back.
 */
function cacheableApi(url: URL, request: Request): boolean {
  if (request.headers.has('range')) return false;
  if (url.pathname === SESSION_PATH) return true;
  return !/^\/api\/(account|admin|sandbox|media|testkit|openapi|health)(\/|\.|$)/.test(
    url.pathname,
  );
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(shell))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Shell entries of older builds go; the offline cache stays (its limit trims it).
      const cache = await caches.open(SHELL_CACHE);
      for (const request of await cache.keys()) {
        const { pathname, search } = new URL(request.url);
        if (!shell.includes(pathname + search)) await cache.delete(request);
      }
      await sw.clients.claim();
    })(),
  );
});

async function limitBytes(): Promise<number> {
  const stored = await (await caches.open(SETTINGS_CACHE)).match(LIMIT_KEY);
  return effectiveLimit(stored ? Number(await stored.text()) : null);
}

/** Drops the oldest entries until the offline cache fits its limit (offline-trim.ts). */
async function trim(): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  // The session check stays: it is what says whose answers these are.
  await trimToLimit<Request>(cache, await limitBytes(), (url) => url.pathname === SESSION_PATH);
}

let trimming: Promise<void> | null = null;
function scheduleTrim(): Promise<void> {
  trimming ??= new Promise<void>((resolve) => setTimeout(resolve, 1000)).then(trim).finally(() => {
    trimming = null;
  });
  return trimming;
}

// Writes to the offline cache run one after another, so that emptying it at a sign-out is never
// undone by a write that began before it.
let writes: Promise<unknown> = Promise.resolve();
function serially(task: () => Promise<unknown>): Promise<void> {
  const run = writes.then(task, task);
  writes = run.catch(() => undefined);
  return run.then(() => undefined);
}

/** Someone signed out: nothing is kept until someone signs in again. */
async function markSignedOut(): Promise<void> {
  await (await caches.open(SETTINGS_CACHE)).put(SIGNED_OUT_KEY, new Response('1'));
  await caches.delete(OFFLINE_CACHE);
}

function forgetAccount(): Promise<void> {
  return serially(markSignedOut);
}

/**
 * Keeps an answer (a re-put moves it to the newest end) unless nobody is signed in: a session
 * check that answers "nobody" empties the cache, and nothing is kept again until one answers
 * with an account.
 */
function keepAnswer(request: Request, response: Response): Promise<void> {
  return serially(async () => {
    const settings = await caches.open(SETTINGS_CACHE);
    if (new URL(request.url).pathname === SESSION_PATH) {
      const body = (await response.clone().json()) as { current: unknown };
      if (body.current === null) return markSignedOut();
      await settings.delete(SIGNED_OUT_KEY);
    } else if (await settings.match(SIGNED_OUT_KEY)) {
      return;
    }
    const cache = await caches.open(OFFLINE_CACHE);
    await cache.delete(request);
    await cache.put(request, response);
  }).then(scheduleTrim);
}

function withTimeout(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('network timeout')), NETWORK_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Tells the page whether its answers come from the network or, offline, from the cache. */
function report(event: FetchEvent, offline: boolean): void {
  const id = event.clientId || event.resultingClientId;
  if (!id) return;
  event.waitUntil(
    sw.clients
      .get(id)
      .then((client) => client?.postMessage({ type: offline ? 'offline' : 'online' })),
  );
}

/** Network first; a good answer is kept (re-put moves it to the newest end). */
async function networkFirst(event: FetchEvent, fallback?: () => Promise<Response | undefined>) {
  const { request } = event;
  try {
    const response = await withTimeout(request);
    report(event, false);
    // A page the server answered for a browser without a session cookie: nobody is signed in
    // (a sign-out elsewhere, an expired session), whether or not the page runs the app.
    if (request.mode === 'navigate' && response.headers.get(SIGNED_OUT_PAGE_HEADER) === '1') {
      event.waitUntil(forgetAccount());
      return response;
    }
    if (response.ok && response.status === 200 && response.type === 'basic') {
      event.waitUntil(keepAnswer(request, response.clone()));
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(request, { ignoreVary: true })) ?? (await fallback?.());
    report(event, true);
    if (cached) return cached;
    throw error;
  }
}

/** Hashed build files never change: the cache answers first. */
async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.status === 200) {
    event.waitUntil(keepAnswer(event.request, response.clone()));
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') {
    // Any page offline: the one seen, else the app shell, which renders it from cached data.
    event.respondWith(
      networkFirst(event, async () => (await caches.match(shellUrl('/index.html'))) ?? undefined),
    );
  } else if (shell.some((entry) => entry.split('?')[0] === url.pathname)) {
    // The app shell's own files (icons, manifest): from the install's cache, else the network.
    event.respondWith(
      caches.match(shellUrl(url.pathname)).then((cached) => cached ?? fetch(request)),
    );
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event));
  } else if (url.pathname.startsWith('/api/')) {
    if (cacheableApi(url, request)) event.respondWith(networkFirst(event));
  }
});

/** Fetches one answer the page had before this worker controlled it, and keeps it. */
async function keepOne(cache: Cache, href: string): Promise<void> {
  const url = new URL(href, sw.location.origin);
  if (url.origin !== sw.location.origin) return;
  const request = new Request(url, { credentials: 'same-origin' });
  const isApi = url.pathname.startsWith('/api/');
  if (isApi && !cacheableApi(url, request)) return;
  if (!isApi && (await cache.match(request, { ignoreVary: true }))) return;
  try {
    const response = await fetch(request);
    if (response.ok && response.status === 200) await keepAnswer(request, response);
  } catch {
    // offline already: nothing to keep
  }
}

const KEEP_AT_ONCE = 6;
let keeping: Promise<void> = Promise.resolve();

/**
 * What the page loaded before this worker controlled it (the first visit): the same answers
 * are fetched again and kept, so that the page also opens offline after one visit.
 */
async function keep(urls: string[]): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE);
  // The session check first, always: it decides whether anything is kept at all. Then the
  // pages and the code, then the data, several at a time (a dashboard loads over a hundred
  // files): once a page's data is kept, what renders it is kept too.
  await keepOne(cache, SESSION_PATH);
  const path = (href: string) => new URL(href, sw.location.origin).pathname;
  const others = urls.filter((href) => path(href) !== SESSION_PATH);
  await keepAll(
    cache,
    others.filter((href) => !path(href).startsWith('/api/')),
  );
  await keepAll(
    cache,
    others.filter((href) => path(href).startsWith('/api/')),
  );
}

async function keepAll(cache: Cache, urls: string[]): Promise<void> {
  const queue = [...urls];
  const worker = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      await keepOne(cache, href);
    }
  };
  await Promise.all(Array.from({ length: KEEP_AT_ONCE }, worker));
}

sw.addEventListener('message', (event) => {
  const message = event.data as { type?: string; bytes?: number; urls?: unknown } | null;
  if (message?.type === 'sign-out') event.waitUntil(forgetAccount());
  if (message?.type === 'new-account') {
    event.waitUntil(
      serially(async () => {
        await caches.delete(OFFLINE_CACHE);
        await (await caches.open(SETTINGS_CACHE)).delete(SIGNED_OUT_KEY);
      }),
    );
  }
  if (message?.type === 'keep' && Array.isArray(message.urls)) {
    const urls = message.urls.filter((url): url is string => typeof url === 'string');
    // One list after another: a late list's data is not kept before the first list's code.
    keeping = keeping.then(() => keep(urls));
    event.waitUntil(keeping);
  }
  if (message?.type === 'cache-limit' && typeof message.bytes === 'number') {
    const bytes = effectiveLimit(message.bytes);
    event.waitUntil(
      caches
        .open(SETTINGS_CACHE)
        .then((cache) => cache.put(LIMIT_KEY, new Response(String(bytes))))
        .then(trim),
    );
  }
});

// Push notifications (P7, record 0079): the server sends { kind, title, body, url, language },
// already in the participant's language; a click opens that page of this app, in a window of the
// app that is already open when there is one.
sw.addEventListener('push', (event) => {
  const payload = readPush(event);
  if (!payload) return;
  event.waitUntil(
    sw.registration.showNotification(payload.title, {
      body: payload.body,
      lang: payload.language,
      tag: payload.kind,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

type Push = { kind: string; title: string; body: string; url: string; language: string };

function readPush(event: PushEvent): Push | null {
  try {
    const data = event.data?.json() as Partial<Push> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.url !== 'string') return null;
    return {
      kind: String(data.kind ?? ''),
      title: data.title,
      body: String(data.body ?? ''),
      url: data.url,
      language: String(data.language ?? ''),
    };
  } catch {
    return null;
  }
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = pushTarget(data?.url, sw.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === sw.location.origin);
      if (open) {
        const shown = (await open.navigate(url)) ?? open;
        await shown.focus();
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});

export {}; // a module: its types stay its own
