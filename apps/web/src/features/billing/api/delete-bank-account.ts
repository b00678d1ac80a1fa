import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BANK_ACCOUNT_PATH, bankAccountQuery } from './get-bank-account';

export async function deleteBankAccount() {
  const { bankAccountResponseSchema } = await import('@quit/contracts/money');
  return apiRequest(BANK_ACCOUNT_PATH, { method: 'DELETE', schema: bankAccountResponseSchema });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: (response) => queryClient.setQueryData(bankAccountQuery().queryKey, response),
  });
}
