import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { storeSession } from '../lib/session-cache';

const sessionResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.sessionResponseSchema),
);

export async function signUp(request: SignUpRequest) {
  // The form words the failure next to the field it concerns.
  return apiRequest('/account/signup', {
    method: 'POST',
    body: request,
    schema: sessionResponseSchema,
    notify: false,
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => storeSession(queryClient, session),
  });
}
