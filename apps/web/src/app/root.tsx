import { Outlet, ScrollRestoration } from 'react-router';
import { SessionKeeper } from '@/features/auth/components/session-keeper';

/** The root route: scroll handling, and the session for the whole app (decisions A3). */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <SessionKeeper />
      <Outlet />
    </>
  );
}
