import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRole } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { accountKeys } from '@/lib/query-keys';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

/** Adds the other role to the signed-in account ("add the other role later"). */
export async function addRole(role: SignInRole) {
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
    onSuccess: (session) => queryClient.setQueryData(accountKeys.session(), session),
  });
}
