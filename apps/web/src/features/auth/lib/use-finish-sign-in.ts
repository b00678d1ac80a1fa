import type { SessionResponse, SignInRole } from '@quit/contracts/account';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { chooseLanguage } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { dashboardPath, safeNextPath } from './destinations';

type Finish = {
  /** The toast, e.g. "Signed in successfully". */
  message: string;
  /** `?next=`; used only when it is a path of this site. */
  next?: string | null;
  /** The dashboard to open when the session names no role. */
  role?: SignInRole;
};

/** After a sign-in, sign-up or identification: the account's language, a toast, the next page. */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return useCallback(
    (session: SessionResponse, { message, next = null, role }: Finish) => {
      // The language saved with the account is the user's choice; it wins over the browser's.
      void chooseLanguage(session.user.language);
      showToast({ kind: 'success', message });
      // An operator works in the console, whichever role the form had chosen (issue 30).
      const landing = session.user.roles.includes('admin') ? 'admin' : (session.role ?? role);
      void navigate(safeNextPath(next) ?? dashboardPath(landing), { replace: true });
    },
    [navigate],
  );
}
