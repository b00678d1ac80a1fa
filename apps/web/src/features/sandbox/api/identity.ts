import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxIdentity, SandboxIdentityAction } from '@quit/contracts/testkit';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { sandboxKeys } from '@/lib/query-keys';

const sandboxIdentitySchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.sandboxIdentitySchema),
);
const redirectResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.redirectResponseSchema),
);

/** An identity check of the local sandbox (only when no real provider is configured). */
export async function getSandboxIdentity(
  sessionId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SandboxIdentity> {
  return apiRequest(`/sandbox/identity/${encodeURIComponent(sessionId)}`, {
    schema: sandboxIdentitySchema,
    signal,
    notify: false,
  });
}

export const sandboxIdentityQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxKeys.identity(sessionId),
    queryFn: ({ signal }) => getSandboxIdentity(sessionId, { signal }),
  });

export function useSandboxIdentity(sessionId: string) {
  return useQuery(sandboxIdentityQuery(sessionId));
}

type Answer = { sessionId: string; action: SandboxIdentityAction['action'] };

/** Verifies, fails or cancels a sandbox identity check; answers where the browser goes next. */
export async function answerSandboxIdentity({ sessionId, action }: Answer) {
  return apiRequest(`/sandbox/identity/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    body: { action },
    schema: redirectResponseSchema,
  });
}

export function useAnswerSandboxIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerSandboxIdentity,
    onError: (_error, { sessionId }) =>
      queryClient.invalidateQueries(sandboxIdentityQuery(sessionId)),
  });
}
