import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PasswordResetConfirmation = {
  token: string;
  password: string;
  passwordConfirmation: string;
};

export async function confirmPasswordReset(request: PasswordResetConfirmation) {
  const { okSchema } = await import('@quit/contracts/account');
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
