import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type PasswordChange = {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};

export async function changePassword(request: PasswordChange) {
  const { okSchema } = await import('@quit/contracts/account');
  return apiRequest('/account/password', {
    method: 'PUT',
    body: request,
    schema: okSchema,
    notify: false,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
