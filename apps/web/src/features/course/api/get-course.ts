import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '@quit/contracts/course';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const courseSchema = lazySchema(() => import('@quit/contracts/course').then((m) => m.courseSchema));

/** The participant's current course, or the one that ended last (D15). */
export async function getCourse({ signal }: { signal?: AbortSignal } = {}): Promise<Course> {
  return apiRequest('/course/active', { schema: courseSchema, signal });
}

export const courseQuery = () =>
  queryOptions({
    queryKey: courseKeys.active(),
    queryFn: ({ signal }) => getCourse({ signal }),
  });

export function useCourse() {
  return useQuery(courseQuery());
}
