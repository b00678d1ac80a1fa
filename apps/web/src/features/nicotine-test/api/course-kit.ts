import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantTestkit } from '@quit/contracts/testkit';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { nicotineTestKeys } from '@/lib/query-keys';

const courseTestkitSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.courseTestkitSchema),
);

export type CourseKit = { testkit: ParticipantTestkit | null; now: string };

/** The kit posted for the course, the identity check, and the product's time now. */
export async function getCourseKit(
  courseId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CourseKit> {
  return apiRequest(`/testkit/course/${encodeURIComponent(courseId)}`, {
    schema: courseTestkitSchema,
    signal,
  });
}

export const courseKitQuery = (courseId: string) =>
  queryOptions({
    queryKey: nicotineTestKeys.courseKit(courseId),
    queryFn: ({ signal }) => getCourseKit(courseId, { signal }),
  });

/** While an identity check waits for the provider's answer, ask again every few seconds. */
export function useCourseKit(courseId: string) {
  return useQuery({
    ...courseKitQuery(courseId),
    refetchInterval: (query) => (query.state.data?.testkit?.identity === 'pending' ? 2000 : false),
  });
}
