import { useTranslation } from '@/lib/use-translation';
import { Outlet } from '@/lib/router';
import { AccountActions } from '@/features/auth/components/account-actions';
import { AppFrame } from './app-frame';

export function PublicLayout() {
  const { t } = useTranslation();
  const navItems = [
    { label: t('nav.home'), to: '/' },
    { label: t('nav.how_it_works'), to: '/#how-it-works' },
    { label: t('nav.support_a_friend'), to: '/#support-a-friend' },
    { label: t('nav.about'), to: '/about' },
    { label: t('nav.contact'), to: '/#contact' },
    { label: t('nav.faq'), to: '/#faq' },
  ];
  return (
    <AppFrame
      placement="top"
      navLabel={t('nav.main_label')}
      navItems={navItems}
      actions={<AccountActions />}
    >
      <Outlet />
    </AppFrame>
  );
}
