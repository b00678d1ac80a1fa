import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Outlet } from '@/lib/router';
import { RequireSession } from '@/features/auth/components/require-session';
import { AppFrame } from './app-frame';
import { useConsoleItems, useHelpItem, type NavItem } from './nav-item';

export function useSupporterNav(): NavItem[] {
  const { t } = useTranslation('supporter');
  const consoleItems = useConsoleItems(t('operator_console'));
  const help = useHelpItem(t('help'));
  return [
    { label: t('dashboard.title'), to: pageRoutes.supporterDashboard },
    { label: t('support_a_friend.title'), to: pageRoutes.supporterSupportIndex },
    { label: t('profile'), to: pageRoutes.userProfile },
    { label: t('danger_zone.title'), to: pageRoutes.supporterSettingsDanger },
    ...consoleItems,
    help,
    { label: t('sign_out'), to: pageRoutes.signOut },
  ];
}

/** /supporter/*: for accounts with the supporter role. */
export function SupporterLayout() {
  const { t } = useTranslation('supporter');
  const navItems = useSupporterNav();
  return (
    <AppFrame navLabel={t('nav_label')} navItems={navItems}>
      <RequireSession role="supporter">
        <Outlet />
      </RequireSession>
    </AppFrame>
  );
}
