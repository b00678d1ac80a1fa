import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CravingInsights } from '@quit/contracts/cravings';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { cravingKeys } from '@/lib/query-keys';

const cravingInsightsSchema = lazySchema(() =>
  import('@quit/contracts/cravings').then((m) => m.cravingInsightsSchema),
);

/** GET /api/cravings/insights: by hour of day, trigger and what helped. */
export async function getCravingInsights({
  signal,
}: { signal?: AbortSignal } = {}): Promise<CravingInsights> {
  return apiRequest('/cravings/insights', { schema: cravingInsightsSchema, signal });
}

// Trigger labels come in the request's language.
export const cravingInsightsQuery = (language: Language) =>
  queryOptions({
    queryKey: cravingKeys.insights(language),
    queryFn: ({ signal }) => getCravingInsights({ signal }),
  });

export function useCravingInsights() {
  return useQuery(cravingInsightsQuery(useLanguage()));
}
