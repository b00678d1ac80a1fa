import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endBrowserPush } from '@/lib/browser-push';
import { lazySchema } from '@/lib/lazy-schema';
import { forgetSession } from '../lib/session-cache';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

export async function signOut() {
  // Signing out never fails for the user: whatever the server says, this client forgets. This
  // browser's notifications end with it, and the API forgets the device while the session
  // still lets it (records 0090, 0100).
  const endpoint = await endBrowserPush();
  if (endpoint) {
    await apiRequest('/push/devices/forget', {
      method: 'POST',
      body: { endpoint },
      schema: okSchema,
      notify: false,
      // A session that already ran out is being signed out here anyway: no "session ended".
      signOutOnUnauthorized: false,
    }).catch(() => undefined);
  }
  return apiRequest('/account/signout', { method: 'POST', schema: okSchema, notify: false });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => forgetSession(queryClient),
  });
}
