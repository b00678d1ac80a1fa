import { Outlet } from '@/lib/router';
import { HealthConsentDialog } from '@/components/health-consent-dialog';
import { RequireSession } from '@/features/auth/components/require-session';
import { AppFrame } from './app-frame';

/** The onboarding steps after sign-up (participants): no navigation to wander off to. */
export function WelcomeLayout() {
  return (
    <AppFrame>
      <RequireSession role="participant">
        <Outlet />
        {/* Asked before the first diary entry or questionnaire answer. */}
        <HealthConsentDialog />
      </RequireSession>
    </AppFrame>
  );
}
