import { pageRoutes } from '@quit/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '@/features/auth/api/get-session';
import { webappConfigQuery } from '@/features/config/api/get-webapp-config';
import { courseQuery } from '@/features/course/api/get-course';
import { dashboardQuery, startEarlyDashboardRead } from '@/features/dashboard/api/get-dashboard';
import { currentLanguage } from '@/lib/i18n';
import { setOfflineCacheLimit } from '@/lib/offline-cache';

/**
 * Starts the requests every page needs at boot, while the route's code chunks still load
 * (issue 13): the session and the webapp configuration; on a participant page, once the
 * session says a participant is signed in, the course; on the dashboard its one read instead
 * (record 0086), which files the course, the day and its seminars where the page looks for them,
 * without waiting for the page's code. That read is asked beside the session check, not after
 * it, and used only once the session says a participant is signed in (record 0091).
 */
export function startBootQueries(queryClient: QueryClient, pathname: string): void {
  void queryClient.fetchQuery(webappConfigQuery()).then(
    (config) => setOfflineCacheLimit(config.offlineCacheBytes),
    () => undefined,
  );
  const onDashboard = pathname === pageRoutes.participantDashboard;
  const early = onDashboard ? startEarlyDashboardRead(currentLanguage()) : undefined;
  // Always asked at boot, even when a prerendered page brought a (signed-out) session along: the
  // service worker learns from this answer that nobody is signed in and drops what it kept.
  void queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 }).then(
    (session) => {
      if (session?.role !== 'participant' || !pathname.startsWith('/participant/')) return;
      if (onDashboard) {
        void queryClient.prefetchQuery(dashboardQuery(currentLanguage(), early));
        return;
      }
      void queryClient.prefetchQuery(courseQuery());
    },
    () => undefined, // the pages ask again and show the failure
  );
}
