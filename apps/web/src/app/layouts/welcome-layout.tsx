import { Outlet } from 'react-router';
import { RequireSession } from '@/features/auth/components/require-session';
import { AppFrame } from './app-frame';

/** The onboarding steps after sign-up (participants): no navigation to wander off to. */
export function WelcomeLayout() {
  return (
    <AppFrame>
      <RequireSession role="participant">
        <Outlet />
      </RequireSession>
    </AppFrame>
  );
}
