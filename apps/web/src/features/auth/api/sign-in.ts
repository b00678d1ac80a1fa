import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { storeSession } from '../lib/session-cache';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

export async function signIn(request: SignInRequest) {
  // The form shows the failure itself: a fixed toast plus the specific reason inline.
  return apiRequest('/account/signin', {
    method: 'POST',
    body: request,
    schema: sessionResponseSchema,
    notify: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
