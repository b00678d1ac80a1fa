import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { BANK_ACCOUNT_PATH, bankAccountQuery } from './get-bank-account';

const bankAccountResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.bankAccountResponseSchema),
);

export async function deleteBankAccount() {
  return apiRequest(BANK_ACCOUNT_PATH, { method: 'DELETE', schema: bankAccountResponseSchema });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (response) => queryClient.setQueryData(bankAccountQuery().queryKey, response),
  });
}
