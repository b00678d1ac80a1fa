import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { balanceQuery } from './get-balance';

const payoutResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.payoutResponseSchema),
);

export type PayoutKind = 'full' | 'partial';

const PAYOUT_PATH: Record<PayoutKind, string> = {
  full: '/participant/payout',
  partial: '/participant/payout/partial',
};

/** Pays out the participant's share: all of it (passed test) or the earned part (partial). */
export async function requestPayout(kind: PayoutKind) {
  // The payout section explains MONEY_PENDING and NO_PAYOUT_METHOD itself.
  return apiRequest(PAYOUT_PATH[kind], {
    method: 'POST',
    schema: payoutResponseSchema,
    notify: false,
  });
}

export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    // Money moved from available to paying out (and, partly, to refunds).
    onSettled: () => queryClient.invalidateQueries(balanceQuery()),
  });
}
