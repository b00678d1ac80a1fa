import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insights } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const insightsSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.insightsSchema),
);

/** The diary over the course days and the triggers and symptoms named most often. */
export async function getInsights({ signal }: { signal?: AbortSignal } = {}): Promise<Insights> {
  return apiRequest('/participant/insights', { schema: insightsSchema, signal });
}

// Under the programme's prefix (lib/query-keys): a new diary entry changes it.
export const insightsQuery = (language: Language) =>
  queryOptions({
    queryKey: questionnaireKeys.insights(language),
    queryFn: ({ signal }) => getInsights({ signal }),
  });

export function useInsights() {
  return useQuery(insightsQuery(useLanguage()));
}
