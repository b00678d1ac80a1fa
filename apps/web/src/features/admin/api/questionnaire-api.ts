// The console's read of the end-of-course questionnaire in aggregate (no names; record 0071).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const summarySchema = lazySchema(() =>
  import('@quit/contracts/questionnaire-summary').then((m) => m.adminQuestionnaireSummarySchema),
);

export async function getEndOfCourseSummary({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('/admin/questionnaires/endofcourse', { schema: summarySchema, signal });
}

/** Keyed by the page's language: the server writes titles and options in it. */
export const endOfCourseSummaryQuery = (language: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'questionnaire', 'endofcourse', language] as const,
    queryFn: ({ signal }) => getEndOfCourseSummary({ signal }),
  });

export function useEndOfCourseSummary() {
  const { i18n } = useTranslation();
  return useQuery(endOfCourseSummaryQuery(i18n.language));
}
