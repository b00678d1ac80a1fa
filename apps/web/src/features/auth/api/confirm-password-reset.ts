import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

export type PasswordResetConfirmation = {
  token: string;
  password: string;
  passwordConfirmation: string;
};

export async function confirmPasswordReset(request: PasswordResetConfirmation) {
  return apiRequest('/account/password-reset/confirm', {
    method: 'POST',
    body: request,
    schema: okSchema,
    notify: false,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
