import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDay } from '@quit/contracts/course';
import { apiRequest } from '@/lib/api-client';

/** Where the participant stands today: the course day and what is due. */
export async function getCourseDay({ signal }: { signal?: AbortSignal } = {}): Promise<CourseDay> {
  const { courseDaySchema } = await import('@quit/contracts/course');
  return apiRequest('/course/day', { schema: courseDaySchema, signal });
}

export const courseDayQuery = () =>
  queryOptions({
    queryKey: ['course', 'day'],
    queryFn: ({ signal }) => getCourseDay({ signal }),
  });

/** Only asked while the course runs (or waits for its test): before that nothing is due. */
export function useCourseDay({ enabled }: { enabled: boolean }) {
  return useQuery({ ...courseDayQuery(), enabled });
}
