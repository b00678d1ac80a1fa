import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { accountKeys } from '@/lib/query-keys';

const verifyEmailResponseSchema = lazySchema(() =>
  import('@quit/contracts/account').then((m) => m.verifyEmailResponseSchema),
);

/** Follows the mailed link (decisions A7): the address it names becomes the verified one. */
export async function verifyEmail(token: string) {
  return apiRequest('/account/verify-email', {
    method: 'POST',
    body: { token },
    schema: verifyEmailResponseSchema,
    notify: false,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // The session (if this browser has one) now says verified, or shows the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.session() }),
  });
}
