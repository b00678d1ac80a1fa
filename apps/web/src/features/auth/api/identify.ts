import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdentifyRequest } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { storeSession } from '../lib/session-cache';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

/** Completes an account made by a federated sign-in: role, names and birth date. */
export async function identify(request: IdentifyRequest) {
  return apiRequest('/account/identify', {
    method: 'POST',
    body: request,
    schema: sessionResponseSchema,
    notify: false,
  });
}

export function useIdentify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: identify,
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
