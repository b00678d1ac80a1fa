import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Mails the confirmation link again (to a pending new address, else the current one). */
export async function resendVerification(): Promise<void> {
  await apiRequest('/account/verify-email/resend', { method: 'POST', notify: false });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
