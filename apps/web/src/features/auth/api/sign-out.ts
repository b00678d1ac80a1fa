import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endBrowserPush } from '@/lib/browser-push';
import { lazySchema } from '@/lib/lazy-schema';
import { forgetSession } from '../lib/session-cache';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

export async function signOut() {
  // Signing out never fails for the user: whatever the server says, this client forgets. This
  // browser's notifications end with it (record 0090).
  const [answer] = await Promise.all([
    apiRequest('/account/signout', { method: 'POST', schema: okSchema, notify: false }),
    endBrowserPush(),
  ]);
  return answer;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => forgetSession(queryClient),
  });
}
