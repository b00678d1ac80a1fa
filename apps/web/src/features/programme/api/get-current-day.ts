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

/** Today's two seminars (after day 28: day 28's). */
export async function getCurrentDay({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ProgrammeDay> {
  // The pages show a refusal themselves (before the course runs: COURSE_NOT_ACTIVE).
  return apiRequest('/resource/currentday', { schema: programmeDaySchema, signal, notify: false });
}

export const currentDayQuery = (language: Language) =>
  queryOptions({
    queryKey: programmeKeys.currentDay(language),
    queryFn: ({ signal }) => getCurrentDay({ signal }),
  });

export function useCurrentDay() {
  return useQuery(currentDayQuery(useLanguage()));
}
