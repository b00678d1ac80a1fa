import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Outlet } from '@/lib/router';
import { HealthConsentDialog } from '@/components/health-consent-dialog';
import { RequireSession } from '@/features/auth/components/require-session';
import { SosButton } from '@/features/cravings/components/sos-button';
import { AppFrame } from './app-frame';
import { useConsoleItems, useHelpItem, type NavItem } from './nav-item';

export function useParticipantNav(): NavItem[] {
  const { t } = useTranslation('participant');
  const consoleItems = useConsoleItems(t('operator_console'));
  const help = useHelpItem(t('help'));
  return [
    { label: t('dashboard.title'), to: pageRoutes.participantDashboard },
    { label: t('insights.title'), to: pageRoutes.participantInsights },
    { label: t('calendar.title'), to: pageRoutes.participantCalendar },
    { label: t('resources.title'), to: pageRoutes.participantResources },
    { label: t('chat.title'), to: pageRoutes.participantChat },
    {
      label: t('settings.title'),
      to: '/participant/settings',
      children: [
        { label: t('billing.title'), to: pageRoutes.participantBilling },
        { label: t('edit_profile.title'), to: pageRoutes.participantProfile },
        { label: t('danger_zone.title'), to: pageRoutes.participantDanger },
      ],
    },
    ...consoleItems,
    help,
    { label: t('profile'), to: pageRoutes.userProfile },
    { label: t('sign_out'), to: pageRoutes.signOut },
  ];
}

/** /participant/*: for accounts with the participant role. */
export function ParticipantLayout() {
  const { t } = useTranslation('participant');
  const navItems = useParticipantNav();
  return (
    <AppFrame navLabel={t('nav_label')} navItems={navItems}>
      <RequireSession role="participant">
        <Outlet />
        {/* P7: one tap to the craving ride-out from every participant page. */}
        <SosButton />
        {/* Asked before the first diary entry or questionnaire answer. */}
        <HealthConsentDialog />
      </RequireSession>
    </AppFrame>
  );
}
