import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { createBrowserRouter, preloadRoutes, RouterProvider } from '@/lib/router';
import { createQueryClient } from '@/lib/query-client';
import { startBootQueries } from './boot-queries';
import { AppProvider } from './provider';
import { routes } from './router';

/** What the server rendered a public page with (src/entry-server.tsx), for the hydration. */
export type Prerendered = { queries: DehydratedState };

/**
 * The app's router and query cache. The session and configuration requests start here, before
 * any page's code has loaded (boot-queries.ts).
 */
export async function createApp(prerendered: Prerendered | null) {
  const queryClient = createQueryClient();
  if (prerendered) hydrate(queryClient, prerendered.queries);
  startBootQueries(queryClient, window.location.pathname);
  // The matched routes' code, loaded before the router starts: a prerendered page hydrates with
  // the same components the server rendered, not with the loading fallback.
  if (prerendered) await preloadRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrated: prerendered !== null });
  return function App() {
    return (
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    );
  };
}
