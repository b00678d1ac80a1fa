import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { startBootQueries } from './boot-queries';
import { AppProvider } from './provider';
import { routes } from './router';

/** What the server rendered a public page with (src/entry-server.tsx), for the hydration. */
export type Prerendered = { queries: DehydratedState };

/**
 * The matched routes' code, loaded before the router starts: a prerendered page hydrates with
 * the same components the server rendered, not with the loading fallback.
 */
async function loadMatchedRoutes(routeTree: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routeTree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * The app's router and query cache. The session and configuration requests start here, before
 * any page's code has loaded (boot-queries.ts).
 */
export async function createApp(prerendered: Prerendered | null) {
  const queryClient = createQueryClient();
  if (prerendered) hydrate(queryClient, prerendered.queries);
  startBootQueries(queryClient, window.location.pathname);
  if (prerendered) await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(
    routes,
    prerendered ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : undefined,
  );
  return function App() {
    return (
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    );
  };
}
