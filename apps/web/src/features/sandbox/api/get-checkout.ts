import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxCheckout } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { sandboxKeys } from '@/lib/query-keys';

const sandboxCheckoutSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.sandboxCheckoutSchema),
);

/** A checkout session of the local payment sandbox (only when no real provider is configured). */
export async function getSandboxCheckout(
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SandboxCheckout> {
  // The page says itself when there is no such checkout.
  return apiRequest(`/sandbox/checkout/${encodeURIComponent(sessionId)}`, {
    schema: sandboxCheckoutSchema,
    signal,
    notify: false,
  });
}

export const sandboxCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxKeys.checkout(sessionId),
    queryFn: ({ signal }) => getSandboxCheckout(sessionId, { signal }),
  });

export function useSandboxCheckout(sessionId: string) {
  return useQuery(sandboxCheckoutQuery(sessionId));
}
