import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Unwatched } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const unwatchedSchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.unwatchedSchema),
);

/** Seminars of the days reached that are not watched yet, oldest first. */
export async function getUnwatched({ signal }: { signal?: AbortSignal } = {}): Promise<Unwatched> {
  // The page shows a refusal itself (before the course runs: COURSE_NOT_ACTIVE).
  return apiRequest('/resource/unwatched', { schema: unwatchedSchema, signal, notify: false });
}

export const unwatchedQuery = (language: Language) =>
  queryOptions({
    queryKey: programmeKeys.unwatched(language),
    queryFn: ({ signal }) => getUnwatched({ signal }),
  });

export function useUnwatched() {
  return useQuery(unwatchedQuery(useLanguage()));
}
