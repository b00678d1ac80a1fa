// Where the app is: the browser's history (the address bar, back and forward) or, in tests and
// on the server, a list in memory. Each entry carries a key (for its scroll position) and an
// optional state; an entry the browser opened afresh (a typed address, a link from a mail, a
// reload of one) has the key 'default'.

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
};

/** PUSH and REPLACE come from the app, POP from back and forward (or the first load). */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

export type History = {
  location(): Location;
  push(path: string, state: unknown): Location;
  replace(path: string, state: unknown): Location;
  go(delta: number): void;
  /** Calls back after back or forward changed the location. Returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
};

type EntryState = { key?: string; usr?: unknown; idx?: number } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/a?b=1#c` in parts. */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(path, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function createPath(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

export function createBrowserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as EntryState;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let index = (window.history.state as EntryState)?.idx ?? 0;
  if ((window.history.state as EntryState)?.idx == null) {
    window.history.replaceState({ ...(window.history.state as object), idx: index }, '');
  }
  const write = (method: 'pushState' | 'replaceState', path: string, state: unknown) => {
    if (method === 'pushState') index += 1;
    const entry = { usr: state, key: newKey(), idx: index };
    window.history[method](entry, '', path);
    return read();
  };
  return {
    location: read,
    push: (path, state) => write('pushState', path, state),
    replace: (path, state) => write('replaceState', path, state),
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        index = (window.history.state as EntryState)?.idx ?? 0;
        listener(read());
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const entries: Location[] = initialEntries.map((path, i) => ({
    ...parsePath(path),
    state: null,
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = entries.length - 1;
  const listeners = new Set<(location: Location) => void>();
  const entryFor = (path: string, state: unknown): Location => ({
    ...parsePath(path),
    state,
    key: newKey(),
  });
  return {
    location: () => entries[index]!,
    push(path, state) {
      entries.splice(index + 1, entries.length, entryFor(path, state));
      index += 1;
      return entries[index]!;
    },
    replace(path, state) {
      const entry = entryFor(path, state);
      entries[index] = entry;
      return entry;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener(entries[index]!);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
