import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeDay } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const programmeDaySchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.programmeDaySchema),
);

/** The seminars of a day already reached (a later day answers DAY_NOT_REACHED). */
export async function getProgrammeDay(
  day: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProgrammeDay> {
  // The page says itself why a day cannot be shown.
  return apiRequest(`/resource/day/${day}`, { schema: programmeDaySchema, signal, notify: false });
}

export const programmeDayQuery = (language: Language, day: number) =>
  queryOptions({
    queryKey: programmeKeys.day(language, day),
    queryFn: ({ signal }) => getProgrammeDay(day, { signal }),
  });

export function useProgrammeDay(day: number | null) {
  return useQuery({ ...programmeDayQuery(useLanguage(), day ?? 0), enabled: day !== null });
}
