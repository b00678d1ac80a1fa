import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, Outlet, useLocation } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/features/auth/api/get-session';
import { signInPath } from '@/features/auth/lib/destinations';
import { useOverview } from '@/features/admin/api/admin-api';
import { RefusedPage } from '@/features/admin/components/refused-page';
import { ADMIN_PAGES } from '@/features/admin/lib/admin-pages';
import '@/features/admin/lib/admin-i18n';
import { AppFrame } from './app-frame';
import type { NavItem } from './nav-item';

/**
 * /admin/*: the operator console, for accounts with the admin role. Its code and strings are
 * their own chunks; anyone else signed in gets a refusal without any data, signed-out visitors
 * go to sign-in and come back.
 */
export function AdminLayout() {
  const { data: session, isPending } = useSession();
  const { pathname, search } = useLocation();
  if (isPending) return <PageLoader />;
  if (!session) return <Navigate replace to={signInPath(pathname + search)} />;
  if (!session.user.roles.includes('admin')) {
    return (
      <AppFrame>
        <RefusedPage />
      </AppFrame>
    );
  }
  return <AdminFrame />;
}

function AdminFrame() {
  const { t } = useTranslation('admin');
  const { data: overview } = useOverview();
  const navItems: NavItem[] = [
    { label: t('nav.home'), to: pageRoutes.admin },
    ...ADMIN_PAGES.filter((page) => !page.sandboxOnly || overview?.sandbox).map((page) => ({
      label: t(`nav.${page.key}` as 'nav.people'),
      to: page.to,
    })),
    { label: t('nav.back_to_site'), to: pageRoutes.home },
    { label: t('nav.sign_out'), to: pageRoutes.signOut },
  ];
  return (
    <AppFrame navLabel={t('nav_label')} navItems={navItems}>
      <Outlet />
    </AppFrame>
  );
}
