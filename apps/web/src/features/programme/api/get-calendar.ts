import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const programmeCalendarSchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.programmeCalendarSchema),
);

/** The 28 days: seminars watched, diary done / missed / open / future, and the counts. */
export async function getCalendar({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ProgrammeCalendar> {
  // The pages show a refusal themselves (before the course runs: COURSE_NOT_ACTIVE).
  return apiRequest('/programme/calendar', {
    schema: programmeCalendarSchema,
    signal,
    notify: false,
  });
}

export const calendarQuery = (language: Language) =>
  queryOptions({
    queryKey: programmeKeys.calendar(language),
    queryFn: ({ signal }) => getCalendar({ signal }),
  });

export function useCalendar() {
  return useQuery(calendarQuery(useLanguage()));
}
