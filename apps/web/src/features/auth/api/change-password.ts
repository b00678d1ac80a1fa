import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

export type PasswordChange = {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
};

export async function changePassword(request: PasswordChange) {
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
