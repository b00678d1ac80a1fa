// The app's router (record 0103): the location, the routes that show it, and their code. A
// navigation loads the code of every route it shows (in parallel, each once) before it changes
// the address, so the page on screen stays until the next one can be drawn; of two navigations
// in flight the later wins. Back and forward do the same after the browser changed the address.
import type { ComponentType } from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  parsePath,
  type Action,
  type History,
  type Location,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';

export type RouterState = {
  location: Location;
  /** How the location was reached: POP for the first load and for back and forward. */
  action: Action;
  /** The routes that show the location, root first, their code loaded. */
  matches: RouteMatch[];
  /** False until the first location's code has loaded (the root's HydrateFallback shows). */
  initialized: boolean;
  /** A route's code that failed to load, or an address no route shows. */
  error: unknown;
};

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type Router = {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  /** It took over a page the server drew: the first location keeps the scroll position it has. */
  readonly hydrated: boolean;
  /** An address (`/path?query#hash`), or a step back (-1) or forward in the history. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Called with the location being left, just before the next one is set (scroll positions). */
  onLeave(listener: (from: Location) => void): () => void;
  dispose(): void;
};

const loaded = new WeakMap<RouteObject, ComponentType>();
const loading = new WeakMap<RouteObject, Promise<void>>();

/** The component a route draws: its own, or what its lazy import gave. */
export function routeComponent(route: RouteObject): ComponentType | undefined {
  return route.Component ?? loaded.get(route);
}

function needsLoading(route: RouteObject): boolean {
  return route.lazy !== undefined && !loaded.has(route);
}

function load(route: RouteObject): Promise<void> {
  let promise = loading.get(route);
  if (!promise) {
    promise = route.lazy!().then(
      (module) => void loaded.set(route, module.Component),
      (error: unknown) => {
        loading.delete(route); // a later navigation tries again
        throw error;
      },
    );
    loading.set(route, promise);
  }
  return promise;
}

/** Loads the code of the routes that show `pathname` (null when it is all there already). */
function loadMatches(matches: RouteMatch[]): Promise<void> | null {
  const missing = matches.filter(({ route }) => needsLoading(route));
  return missing.length === 0 ? null : Promise.all(missing.map(({ route }) => load(route))).then();
}

export class NotFoundError extends Error {
  constructor(pathname: string) {
    super(`No route shows ${pathname}`);
    this.name = 'NotFoundError';
  }
}

function matchesOf(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname);
  return matches ? { matches, error: null } : { matches: [], error: new NotFoundError(pathname) };
}

/** Loads the code of the routes that show `pathname`, so that a router starts with it drawn. */
export async function preloadRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await loadMatches(matchRoutes(routes, pathname) ?? []);
}

export function createRouter(
  routes: RouteObject[],
  history: History,
  { hydrated = false }: { hydrated?: boolean } = {},
): Router {
  const first = history.location();
  const firstMatches = matchesOf(routes, first.pathname);
  const firstLoad = loadMatches(firstMatches.matches);
  let state: RouterState = {
    location: first,
    action: 'POP',
    ...firstMatches,
    initialized: firstLoad === null,
  };
  const listeners = new Set<(state: RouterState) => void>();
  const leaving = new Set<(from: Location) => void>();
  let latest = 0;

  const set = (next: RouterState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  /** Sets the location once its routes' code is here, unless a later navigation came first. */
  function settle(
    pathname: string,
    commit: () => { location: Location; action: Action },
    { leave }: { leave: boolean },
  ): Promise<void> {
    const id = ++latest;
    const { matches, error } = matchesOf(routes, pathname);
    const finish = (loadError: unknown) => {
      if (id !== latest) return;
      if (leave) for (const listener of leaving) listener(state.location);
      set({ ...commit(), matches, initialized: true, error: loadError ?? error });
    };
    const pending = loadMatches(matches);
    if (pending === null) {
      finish(null);
      return Promise.resolve();
    }
    return pending.then(
      () => finish(null),
      (loadError: unknown) => finish(loadError),
    );
  }

  if (firstLoad) {
    void settle(first.pathname, () => ({ location: history.location(), action: 'POP' }), {
      leave: false,
    });
  }
  const stopListening = history.listen((location) => {
    // The address has changed already: what is left is this page's scroll position.
    for (const listener of leaving) listener(state.location);
    const id = ++latest;
    const { matches, error } = matchesOf(routes, location.pathname);
    const finish = (loadError: unknown) => {
      if (id === latest)
        set({ location, action: 'POP', matches, initialized: true, error: loadError ?? error });
    };
    const pending = loadMatches(matches);
    if (pending === null) finish(null);
    else void pending.then(() => finish(null), finish);
  });

  return {
    get state() {
      return state;
    },
    routes,
    hydrated,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const { pathname } = parsePath(to);
      return settle(
        pathname,
        () => ({
          location: options.replace
            ? history.replace(to, options.state ?? null)
            : history.push(to, options.state ?? null),
          action: options.replace ? 'REPLACE' : 'PUSH',
        }),
        { leave: true },
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onLeave(listener) {
      leaving.add(listener);
      return () => leaving.delete(listener);
    },
    dispose() {
      stopListening();
      listeners.clear();
      leaving.clear();
    },
  };
}

export function createBrowserRouter(
  routes: RouteObject[],
  options: { hydrated?: boolean } = {},
): Router {
  return createRouter(routes, createBrowserHistory(), options);
}

export function createMemoryRouter(
  routes: RouteObject[],
  options: { initialEntries?: string[] } = {},
): Router {
  return createRouter(routes, createMemoryHistory(options.initialEntries));
}

/** A router at one address with its routes' code loaded (the server's prerender). */
export async function createStaticRouter(routes: RouteObject[], url: string): Promise<Router> {
  const { pathname, search, hash } = new URL(url);
  await preloadRoutes(routes, pathname);
  return createMemoryRouter(routes, { initialEntries: [`${pathname}${search}${hash}`] });
}
