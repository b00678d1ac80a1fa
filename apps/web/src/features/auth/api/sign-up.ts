import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpRequest } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { storeSession } from '../lib/session-cache';

export async function signUp(request: SignUpRequest) {
  const { sessionResponseSchema } = await import('@quit/contracts/account');
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
