import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRole } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '../lib/session-cache';

/** Adds the other role to the signed-in account ("add the other role later"). */
export async function addRole(role: SignInRole) {
  const { sessionResponseSchema } = await import('@quit/contracts/account');
  return apiRequest('/account/roles', {
    method: 'POST',
    body: { role },
    schema: sessionResponseSchema,
  });
}

export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRole,
    onSuccess: (session) => queryClient.setQueryData(SESSION_QUERY_KEY, session),
  });
}
