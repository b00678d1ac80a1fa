import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { accountKeys } from '@/lib/query-keys';
import { belongsToAccount } from '../lib/session-cache';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

export type EmailChange = { newEmail: string; currentPassword: string };

export async function changeEmail(request: EmailChange) {
  return apiRequest('/account/email', {
    method: 'PUT',
    body: request,
    schema: sessionResponseSchema,
    notify: false,
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: async (session) => {
      queryClient.setQueryData(accountKeys.session(), session);
      // Other pages (the profile) show the email too.
      await queryClient.invalidateQueries({
        predicate: (query) => belongsToAccount(query.queryKey),
      });
    },
  });
}
