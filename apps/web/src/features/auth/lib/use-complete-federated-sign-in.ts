import { useQueryClient } from '@tanstack/react-query';
import { pageRoutes } from '@quit/contracts/routes';
import type { SignInRole } from '@quit/contracts/account';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { sessionQuery } from '../api/get-session';
import { useEnterRole } from '../api/enter-role';
import { useFinishSignIn } from './use-finish-sign-in';

/**
 * What follows the provider: read the new session, then either complete the account on
 * /auth/identify (first federated sign-in) or enter it as the chosen role.
 */
export function useCompleteFederatedSignIn() {
  const { t } = useTranslation(['auth', 'errors']);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const { mutate: enterRole, isPending } = useEnterRole();
  const [failure, setFailure] = useState<string | null>(null);

  const fail = useCallback(
    (message: string) => {
      showToast({ kind: 'error', message: t('errors:SIGNIN_FAILED') });
      setFailure(message);
    },
    [t],
  );

  const complete = useCallback(
    async (role: SignInRole, next: string | null = null) => {
      setFailure(null);
      const session = await queryClient
        .fetchQuery({ ...sessionQuery(), staleTime: 0 })
        .catch(() => null);
      if (session === null) {
        fail(t('errors:SIGNIN_FAILED'));
        return;
      }
      if (session.user.needsIdentify) {
        await navigate(`${pageRoutes.identify}?${new URLSearchParams({ role }).toString()}`);
        return;
      }
      enterRole(role, {
        onSuccess: (entered) => finish(entered, { message: t('sign_in.success'), next, role }),
        onError: (error) => fail(errorMessage(error)),
      });
    },
    [queryClient, navigate, enterRole, finish, fail, t],
  );

  return { complete, failure, isPending };
}
