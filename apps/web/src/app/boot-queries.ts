import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/features/auth/api/get-session';
import { webappConfigQuery } from '@/features/config/api/get-webapp-config';
import { courseQuery } from '@/features/course/api/get-course';
import { setOfflineCacheLimit } from '@/lib/offline-cache';

/**
 * Starts the requests every page needs at boot, while the route's code chunks still load
 * (issue 13): the session and the webapp configuration; on a participant page, once the
 * session says a participant is signed in, the course the dashboard shows.
 */
export function startBootQueries(queryClient: QueryClient, pathname: string): void {
  void queryClient.fetchQuery(webappConfigQuery()).then(
    (config) => setOfflineCacheLimit(config.offlineCacheBytes),
    () => undefined,
  );
  void queryClient.fetchQuery(sessionQuery()).then(
    (session) => {
      if (session?.role === 'participant' && pathname.startsWith('/participant/')) {
        void queryClient.prefetchQuery(courseQuery());
      }
    },
    () => undefined, // the pages ask again and show the failure
  );
}
