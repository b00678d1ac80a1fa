import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { authEvents } from '@/lib/auth-events';
import { useSession } from '../api/get-session';
import { forgetSession } from '../lib/session-cache';

/**
 * Mounted once at the root. Keeps the session query observed, so it refreshes every 10 minutes
 * while signed in, and turns any 401 into a sign-out that returns home (decisions A3).
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useSession();

  useEffect(
    () =>
      authEvents.onSignOut(() => {
        leaving.current = true;
        void navigate('/');
      }),
    [navigate],
  );

  // Home first, then forget: a guarded page that saw the session vanish before it was gone
  // would send the user to sign-in instead. Once home is on screen, nothing may stay cached.
  useEffect(() => {
    if (!leaving.current) return;
    leaving.current = false;
    forgetSession(queryClient);
  }, [location, queryClient]);

  return null;
}
