import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';

/** The onboarding steps after sign-up: no navigation to wander off to. */
export function WelcomeLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}
