import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import { helpItem } from './nav-item';

export function ParticipantLayout() {
  const { t } = useTranslation('participant');
  const navItems = [
    { label: t('dashboard.title'), to: '/participant/dashboard' },
    { label: t('insights.title'), to: '/participant/insights' },
    { label: t('calendar.title'), to: '/participant/calendar' },
    { label: t('resources.title'), to: '/participant/resources' },
    { label: t('chat.title'), to: '/participant/chat' },
    {
      label: t('settings.title'),
      to: '/participant/settings',
      children: [
        { label: t('billing.title'), to: '/participant/settings/billing' },
        { label: t('edit_profile.title'), to: '/participant/settings/profile' },
        { label: t('danger_zone.title'), to: '/participant/settings/danger' },
      ],
    },
    helpItem(t('help')),
    { label: t('profile'), to: '/user/profile' },
  ];
  return (
    <AppFrame navLabel={t('nav_label')} navItems={navItems}>
      <Outlet />
    </AppFrame>
  );
}
