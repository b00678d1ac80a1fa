import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Craving, CravingEndRequest } from '@quit/contracts/cravings';
import { apiRequest } from '@/lib/api-client';
import { ensureHealthConsent } from '@/lib/health-consent';
import { lazySchema } from '@/lib/lazy-schema';
import { cravingKeys } from '@/lib/query-keys';

const cravingSchema = lazySchema(() =>
  import('@quit/contracts/cravings').then((m) => m.cravingSchema),
);

/** PATCH /api/cravings/{id}: what helped and whether it passed. */
export async function endCraving({
  id,
  ...request
}: CravingEndRequest & { id: string }): Promise<Craving> {
  await ensureHealthConsent();
  return apiRequest(`/cravings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: request,
    schema: cravingSchema,
  });
}

export function useEndCraving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endCraving,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cravingKeys.all }),
  });
}
