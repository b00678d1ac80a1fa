// T4: handing the test to a phone. The first device asks for a link and follows it; the phone
// opens it once (the server sets the phone's cookie for the test's routes alone).
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { nicotineTestKeys } from '@/lib/query-keys';

const handoffLinkSchema = lazySchema(() =>
  import('@quit/contracts/test-handoff').then((m) => m.handoffLinkSchema),
);
const handoffStatusSchema = lazySchema(() =>
  import('@quit/contracts/test-handoff').then((m) => m.handoffStatusSchema),
);
const handoffSessionSchema = lazySchema(() =>
  import('@quit/contracts/test-handoff').then((m) => m.handoffSessionSchema),
);
const handoffSessionNullableSchema = lazySchema(() =>
  import('@quit/contracts/test-handoff').then((m) => m.handoffSessionSchema.nullable()),
);

/** POST /testkit/handoff: a new link (and its QR code) for the course's open test. */
export function useCreateHandoff(courseId: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest('/testkit/handoff', {
        method: 'POST',
        body: { courseId },
        schema: handoffLinkSchema,
        notify: false,
      }),
  });
}

/** The newest link's state, asked again every 2 seconds while `follow` (the first device). */
export function useHandoffStatus(courseId: string, follow: boolean) {
  return useQuery({
    queryKey: nicotineTestKeys.handoff(courseId),
    queryFn: ({ signal }) =>
      apiRequest(`/testkit/handoff?courseId=${encodeURIComponent(courseId)}`, {
        schema: handoffStatusSchema,
        signal,
      }),
    enabled: follow,
    refetchInterval: follow ? 2000 : false,
  });
}

/** POST /testkit/handoff/redeem: the phone opens the link (once). */
export function redeemHandoff(token: string) {
  return apiRequest('/testkit/handoff/redeem', {
    method: 'POST',
    body: { token },
    schema: handoffSessionSchema,
    notify: false,
  });
}

/** GET /testkit/handoff/session: the phone's session for a test, if it has one already. */
/** The phone's test: the course's, or (C8) one of its follow-up tests. */
export type PhoneSession = { courseId: string; followUpId?: string | null | undefined };

export async function currentHandoff(): Promise<PhoneSession | null> {
  try {
    return await apiRequest('/testkit/handoff/session', {
      schema: handoffSessionNullableSchema,
      notify: false,
      // Without a session yet the answer is 401: no reason to sign anybody out.
      signOutOnUnauthorized: false,
    });
  } catch {
    return null;
  }
}

/**
 * The phone's test: its session when it has one (a reload during the test), else the link is
 * opened now.
 */
export async function phoneSession(token: string): Promise<PhoneSession> {
  return (await currentHandoff()) ?? redeemHandoff(token);
}
