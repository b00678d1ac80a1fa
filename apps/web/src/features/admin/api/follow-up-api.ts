// C8 (records 0082, 0083): the console's calls for follow-up tests — the kits to post and the
// tests with their outcomes and bonus pots (/api/admin/follow-ups/...).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUpState } from '@quit/domain/follow-up';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const adminFollowUpListSchema = lazySchema(() =>
  import('@quit/contracts/follow-up').then((m) => m.adminFollowUpListSchema),
);
const adminFollowUpKitsSchema = lazySchema(() =>
  import('@quit/contracts/follow-up').then((m) => m.adminFollowUpKitsSchema),
);
const adminFollowUpSchema = lazySchema(() =>
  import('@quit/contracts/follow-up').then((m) => m.adminFollowUpSchema),
);

type Signal = { signal?: AbortSignal };

/** Every follow-up test, or those in one state. */
export async function getFollowUps(state: FollowUpState | '', { signal }: Signal = {}) {
  const query = state ? `?state=${encodeURIComponent(state)}` : '';
  return apiRequest(`/admin/follow-ups${query}`, { schema: adminFollowUpListSchema, signal });
}

export const followUpsQuery = (state: FollowUpState | '') =>
  queryOptions({
    queryKey: [...adminKeys.all, 'follow-ups', state],
    queryFn: ({ signal }) => getFollowUps(state, { signal }),
  });

export function useFollowUps(state: FollowUpState | '') {
  return useQuery(followUpsQuery(state));
}

/** Follow-up tests whose kit is still to be posted, due first. */
export async function getFollowUpKits({ signal }: Signal = {}) {
  return apiRequest('/admin/follow-ups/kits', { schema: adminFollowUpKitsSchema, signal });
}

export const followUpKitsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'follow-up-kits'],
    queryFn: ({ signal }) => getFollowUpKits({ signal }),
  });

export function useFollowUpKits() {
  return useQuery(followUpKitsQuery());
}

/** This kit (in stock, unused) was posted for the follow-up test; the participant is mailed. */
export async function sendFollowUpKit(input: {
  followUpId: string;
  testkitId: string;
  trackingText: string;
}) {
  const trackingText = input.trackingText.trim();
  return apiRequest(`/admin/follow-ups/${encodeURIComponent(input.followUpId)}/kit`, {
    method: 'POST',
    notify: false,
    body: { testkitId: input.testkitId, trackingText: trackingText === '' ? null : trackingText },
    schema: adminFollowUpSchema,
  });
}

export function useSendFollowUpKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFollowUpKit,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
