import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { forgetSession } from '../lib/session-cache';

export async function signOut() {
  const { okSchema } = await import('@quit/contracts/account');
  // Signing out never fails for the user: whatever the server says, this client forgets.
  return apiRequest('/account/signout', { method: 'POST', schema: okSchema, notify: false });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => forgetSession(queryClient),
  });
}
