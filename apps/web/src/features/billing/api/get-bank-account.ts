import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccountResponse } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { billingKeys } from '@/lib/query-keys';

const bankAccountResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.bankAccountResponseSchema),
);

export const BANK_ACCOUNT_PATH = '/participant/bankaccount';

/** The payout bank account, masked (country and last four characters), or null. */
export async function getBankAccount({
  signal,
}: { signal?: AbortSignal } = {}): Promise<BankAccountResponse> {
  return apiRequest(BANK_ACCOUNT_PATH, { schema: bankAccountResponseSchema, signal });
}

export const bankAccountQuery = () =>
  queryOptions({
    queryKey: billingKeys.bankAccount(),
    queryFn: ({ signal }) => getBankAccount({ signal }),
  });

export function useBankAccount() {
  return useQuery(bankAccountQuery());
}
