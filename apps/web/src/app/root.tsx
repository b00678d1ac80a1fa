import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { authEvents } from '@/lib/auth-events';

/** The root route: scroll handling and what a 401 means for the whole app (decisions A3). */
export function AppRoot() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      authEvents.onSignOut(() => {
        queryClient.clear(); // nothing of the old session may stay on screen
        void navigate('/');
      }),
    [navigate, queryClient],
  );

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
