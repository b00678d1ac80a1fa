import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import { helpItem } from './nav-item';

export function SupporterLayout() {
  const { t } = useTranslation('supporter');
  const navItems = [
    { label: t('dashboard.title'), to: '/supporter/dashboard' },
    { label: t('support_a_friend.title'), to: '/supporter/support' },
    { label: t('profile'), to: '/user/profile' },
    helpItem(t('help')),
  ];
  return (
    <AppFrame navLabel={t('nav_label')} navItems={navItems}>
      <Outlet />
    </AppFrame>
  );
}
