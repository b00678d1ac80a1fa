import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicGifts, PublicParticipant } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { donationKeys } from '@/lib/query-keys';

const publicParticipantSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.publicParticipantSchema),
);
const publicGiftsSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.publicGiftsSchema),
);

/** A participant's public fundraiser: anyone may see it, no account needed. */
export async function getFundraiser(
  participantId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PublicParticipant> {
  // The page says itself when there is no such fundraiser.
  return apiRequest(`/participant/${encodeURIComponent(participantId)}/public`, {
    schema: publicParticipantSchema,
    signal,
    notify: false,
  });
}

export const fundraiserQuery = (participantId: string) =>
  queryOptions({
    queryKey: donationKeys.fundraiser(participantId),
    queryFn: ({ signal }) => getFundraiser(participantId, { signal }),
  });

/** How often, and until when, to look again: a donation just paid shows up once confirmed. */
export type FundraiserPolling = { everyMs: number; untilMs: number };

export function useFundraiser(participantId: string, polling?: FundraiserPolling) {
  return useQuery({
    ...fundraiserQuery(participantId),
    refetchInterval: () =>
      polling !== undefined && Date.now() < polling.untilMs ? polling.everyMs : false,
  });
}

/** An older page of the fundraiser's gifts, after `cursor` (newest first). */
export async function getMoreGifts(participantId: string, cursor: string): Promise<PublicGifts> {
  return apiRequest(
    `/participant/${encodeURIComponent(participantId)}/gifts?cursor=${encodeURIComponent(cursor)}`,
    { schema: publicGiftsSchema, notify: false },
  );
}
