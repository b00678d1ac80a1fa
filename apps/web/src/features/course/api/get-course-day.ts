import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDay } from '@quit/contracts/course';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const courseDaySchema = lazySchema(() =>
  import('@quit/contracts/course').then((m) => m.courseDaySchema),
);

/** Where the participant stands today: the course day and what is due. */
export async function getCourseDay({ signal }: { signal?: AbortSignal } = {}): Promise<CourseDay> {
  return apiRequest('/course/day', { schema: courseDaySchema, signal });
}

export const courseDayQuery = () =>
  queryOptions({
    queryKey: courseKeys.day(),
    queryFn: ({ signal }) => getCourseDay({ signal }),
  });

/** Only asked while the course runs (or waits for its test): before that nothing is due. */
export function useCourseDay({ enabled }: { enabled: boolean }) {
  return useQuery({ ...courseDayQuery(), enabled });
}
