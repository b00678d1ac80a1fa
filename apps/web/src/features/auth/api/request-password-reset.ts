import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Asks for a reset link. The answer is never shown: the page says "check your mailbox" whatever
 * happens (spec §8), so nobody learns whether an address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/account/password-reset', {
    method: 'POST',
    body: { email },
    notify: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
