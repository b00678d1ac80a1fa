import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balance } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';

/** The participant's balance by state and the donations behind it (never an email). */
export async function getBalance({ signal }: { signal?: AbortSignal } = {}): Promise<Balance> {
  const { balanceSchema } = await import('@quit/contracts/money');
  return apiRequest('/participant/balance', { schema: balanceSchema, signal });
}

export const balanceQuery = () =>
  queryOptions({
    queryKey: ['billing', 'balance'],
    queryFn: ({ signal }) => getBalance({ signal }),
  });

export function useBalance() {
  return useQuery(balanceQuery());
}
