import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authEvents } from '@/lib/auth-events';
import { lazySchema } from '@/lib/lazy-schema';
import { profilePath, type ProfileSource } from './get-profile';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

type DeleteAccount = {
  source: ProfileSource;
  /** The account's email, typed as confirmation. */
  confirmation: string;
  password: string;
};

export async function deleteAccount({ source, confirmation, password }: DeleteAccount) {
  return apiRequest(profilePath[source], {
    method: 'DELETE',
    body: { confirmation, password },
    schema: okSchema,
    notify: false,
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    // The account is gone, and its session with it: sign out here and go home.
    onSuccess: () => authEvents.emitSignOut(),
  });
}
