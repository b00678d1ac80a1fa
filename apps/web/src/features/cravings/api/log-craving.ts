import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Craving, CravingRequest } from '@quit/contracts/cravings';
import { apiRequest } from '@/lib/api-client';
import { ensureHealthConsent } from '@/lib/health-consent';
import { lazySchema } from '@/lib/lazy-schema';
import { cravingKeys } from '@/lib/query-keys';

const cravingSchema = lazySchema(() =>
  import('@quit/contracts/cravings').then((m) => m.cravingSchema),
);

/** POST /api/cravings: logs a craving now (P7). Health data: only with the consent. */
export async function logCraving(request: CravingRequest): Promise<Craving> {
  await ensureHealthConsent();
  return apiRequest('/cravings', { method: 'POST', body: request, schema: cravingSchema });
}

export function useLogCraving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logCraving,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cravingKeys.all }),
  });
}
