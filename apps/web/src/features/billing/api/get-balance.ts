import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { billingKeys } from '@/lib/query-keys';

const balanceSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.balanceSchema),
);

/** The participant's balance by state and the donations behind it (never an email). */
export async function getBalance({ signal }: { signal?: AbortSignal } = {}): Promise<Balance> {
  return apiRequest('/participant/balance', { schema: balanceSchema, signal });
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: billingKeys.balance(),
    queryFn: ({ signal }) => getBalance({ signal }),
  });

export function useBalance() {
  return useQuery(balanceQuery());
}
