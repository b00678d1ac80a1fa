// The router in React: the provider that draws the matched routes, Outlet, Link, Navigate, the
// hooks, and the error boundary of a route (record 0103).
import {
  Component,
  createContext,
  createElement,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  routeComponent,
  type NavigateOptions,
  type Router,
  type RouterState,
} from './create-router';
import { createPath, parsePath, type Location } from './history';
import type { Params, RouteObject } from './match';

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);
/** The index of the match an Outlet draws next. */
const DepthContext = createContext(0);
const ErrorContext = createContext<unknown>(undefined);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links work only inside <RouterProvider>');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('Router hooks and links work only inside <RouterProvider>');
  return state;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** The params of the page's path (`:userId` …, `*` for the rest of a catch-all). */
export function useParams(): Params {
  return useRouterState().matches.at(-1)?.params ?? {};
}

export function useNavigate(): Router['navigate'] {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchInit = URLSearchParams | Record<string, string> | string;

/** The query of the address, and a setter that navigates to the same page with another one. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const { location } = router.state;
      const value = typeof next === 'function' ? next(new URLSearchParams(location.search)) : next;
      const query = new URLSearchParams(value).toString();
      void router.navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** What the nearest route's ErrorBoundary is drawn for. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

type BoundaryProps = {
  fallback: RouteObject['ErrorBoundary'];
  resetKey: string;
  children: ReactNode;
};

/** Draws the route's ErrorBoundary in its place when anything below throws; a new address resets it. */
class RouteErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined || !this.props.fallback) return this.props.children;
    return (
      <ErrorContext.Provider value={this.state.error}>
        {createElement(this.props.fallback)}
      </ErrorContext.Provider>
    );
  }
}

function RouteLevel({ depth }: { depth: number }) {
  const state = useRouterState();
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  const component = routeComponent(route);
  const element = route.element ?? (component ? createElement(component) : null);
  const drawn = <DepthContext.Provider value={depth + 1}>{element}</DepthContext.Provider>;
  if (!route.ErrorBoundary) return drawn;
  return (
    <RouteErrorBoundary fallback={route.ErrorBoundary} resetKey={state.location.key}>
      {drawn}
    </RouteErrorBoundary>
  );
}

/** Where a layout draws the page (or the next layout) inside it. */
export function Outlet() {
  return <RouteLevel depth={useContext(DepthContext)} />;
}

/** Draws the routes that show the router's location. */
export function RouterProvider({ router }: { router: Router }) {
  const current = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  // Deferred: a page that waits for something keeps the one on screen until it can draw.
  const state = useDeferredValue(current);
  const root = router.routes[0];
  let content: ReactNode;
  if (!state.initialized) {
    content = root?.HydrateFallback ? createElement(root.HydrateFallback) : null;
  } else if (state.error !== null) {
    const fallback = state.matches.find((match) => match.route.ErrorBoundary)?.route.ErrorBoundary;
    content = (
      <ErrorContext.Provider value={state.error}>
        {createElement(fallback ?? root?.ErrorBoundary ?? (() => null))}
      </ErrorContext.Provider>
    );
  } else {
    content = <RouteLevel depth={0} />;
  }
  return (
    <RouterContext.Provider value={router}>
      <StateContext.Provider value={state}>{content}</StateContext.Provider>
    </RouterContext.Provider>
  );
}

/** Leaves the click to the browser: a new tab or window, a download, another site. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== undefined && target !== '_self')
  );
}

/** An absolute address of this site (`/…`, not `//host/…`). */
const isAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page. */
  reloadDocument?: boolean;
};

/** A link the app follows itself; a link to the address on screen replaces it. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (reloadDocument || !isAppPath(to) || browserHandles(event, target)) return;
        event.preventDefault();
        const same = createPath(location) === createPath(parsePath(to));
        void router.navigate(to, { replace: replace ?? same, state });
      }}
    />
  );
}

/** Navigates when drawn (a page that sends the visitor elsewhere). */
export function Navigate({
  to,
  replace,
  state,
}: {
  to: string;
  replace?: boolean;
  state?: unknown;
}) {
  const router = useRouter();
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}
