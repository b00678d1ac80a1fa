import { useTranslation } from '@/lib/use-translation';
import { Outlet } from '@/lib/router';
import { useSession } from '@/features/auth/api/get-session';
import { RequireSession } from '@/features/auth/components/require-session';
import { AppFrame } from './app-frame';
import { useParticipantNav } from './participant-layout';
import { useSupporterNav } from './supporter-layout';

/** /user/*: any signed-in account, with the navigation of the role it is signed in as. */
export function UserLayout() {
  const { t } = useTranslation(['participant', 'supporter']);
  const { data: session } = useSession();
  const participantNav = useParticipantNav();
  const supporterNav = useSupporterNav();
  const asParticipant =
    session?.role === 'participant' ||
    (session?.role !== 'supporter' && session?.user.roles.includes('participant') === true);
  return (
    <AppFrame
      navLabel={asParticipant ? t('participant:nav_label') : t('supporter:nav_label')}
      navItems={asParticipant ? participantNav : supporterNav}
    >
      <RequireSession>
        <Outlet />
      </RequireSession>
    </AppFrame>
  );
}
