import { useMutation } from '@tanstack/react-query';
import type { TransactionRequest } from '@quit/contracts/money';
import type { DonationPot } from '@quit/domain/follow-up';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const transactionResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.transactionResponseSchema),
);

/** Starts a donation (no account needed); the answer holds the checkout to send the donor to. */
export async function createTransaction(
  // The pot is the API's default (the course's) when left out (C8).
  request: Omit<TransactionRequest, 'pot'> & { pot?: DonationPot },
) {
  // The form places INVALID_AMOUNT and field errors itself and shows the rest with the form.
  return apiRequest('/transaction', {
    method: 'POST',
    body: request,
    schema: transactionResponseSchema,
    notify: false,
  });
}

export function useCreateTransaction() {
  return useMutation({ mutationFn: createTransaction });
}
