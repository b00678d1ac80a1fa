import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRole } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { storeSession } from '../lib/session-cache';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

/** Continues the current session as a role; used after a federated sign-in. */
export async function enterRole(role: SignInRole) {
  return apiRequest('/account/enter', {
    method: 'POST',
    body: { role },
    schema: sessionResponseSchema,
    notify: false,
  });
}

export function useEnterRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterRole,
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
