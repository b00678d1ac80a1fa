import { useEffect } from 'react';
import { Outlet, ScrollRestoration, type Location } from '@/lib/router';
import { OfflineBanner } from '@/components/offline-banner';
import { replayEarlyInput } from '@/lib/early-input';
import { SessionKeeper } from '@/features/auth/components/session-keeper';

/**
 * Every page the browser loads afresh (a link from a mail, the return from a checkout) has the
 * location key 'default'. Keyed by that, one page would get the scroll position another page of
 * the tab left, so those are keyed by their address instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** The root route: scroll handling, the session for the whole app (decisions A3), the offline banner. */
export function AppRoot() {
  // A prerendered page is hydrated now: its controls take clicks, and what the visitor did
  // before (src/wake.ts) happens now.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-hydrating');
    void replayEarlyInput();
  }, []);
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <SessionKeeper />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
