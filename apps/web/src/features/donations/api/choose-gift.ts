import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftChoiceRequest } from '@quit/contracts/second-chance';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { donationKeys } from '@/lib/query-keys';

const giftChoiceSchema = lazySchema(() =>
  import('@quit/contracts/second-chance').then((m) => m.giftChoiceSchema),
);

/** C7: refund now, or keep the gift for the participant's next attempt (the signed token). */
export async function chooseGift(donationId: string, request: GiftChoiceRequest) {
  // The card shows a refusal (too late, already moved) itself.
  return apiRequest(`/donation/${encodeURIComponent(donationId)}/choice`, {
    method: 'POST',
    body: request,
    schema: giftChoiceSchema,
    notify: false,
  });
}

export function useChooseGift(donationId: string, trailToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GiftChoiceRequest) => chooseGift(donationId, request),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: donationKeys.trail(donationId, trailToken) }),
  });
}
