import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SandboxCheckoutAction } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { sandboxCheckoutQuery } from './get-checkout';

const redirectResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.redirectResponseSchema),
);

type CompleteCheckout = { sessionId: string; action: SandboxCheckoutAction['action'] };

/** Pays, declines or cancels a sandbox checkout; answers where the browser goes next. */
export async function completeSandboxCheckout({ sessionId, action }: CompleteCheckout) {
  return apiRequest(`/sandbox/checkout/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    body: { action },
    schema: redirectResponseSchema,
  });
}

export function useCompleteSandboxCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSandboxCheckout,
    // On success the browser leaves; on failure the session may have finished meanwhile.
    onError: (_error, { sessionId }) =>
      queryClient.invalidateQueries(sandboxCheckoutQuery(sessionId)),
  });
}
