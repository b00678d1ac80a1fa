import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankAccountRequest } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { billingKeys } from '@/lib/query-keys';
import { BANK_ACCOUNT_PATH, bankAccountQuery } from './get-bank-account';

const bankAccountResponseSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.bankAccountResponseSchema),
);

export async function setBankAccount(request: BankAccountRequest) {
  // The form shows INVALID_IBAN at the IBAN field itself.
  return apiRequest(BANK_ACCOUNT_PATH, {
    method: 'POST',
    body: request,
    schema: bankAccountResponseSchema,
    notify: false,
  });
}

/**
 * `onSaved` runs with the mutation itself, not with one `mutate` call: the saved account
 * replaces the form at once, and callbacks of an unmounted caller never run.
 */
export function useSetBankAccount({ onSaved }: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBankAccount,
    onSuccess: async (response) => {
      onSaved?.();
      queryClient.setQueryData(bankAccountQuery().queryKey, response);
      // Adding a bank account may create the provider account too.
      await queryClient.invalidateQueries({ queryKey: billingKeys.providerAccount() });
    },
  });
}
