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

/** C8: the kit posted for a follow-up test, in the same shape as the course's. */
export async function getFollowUpKit(
  followUpId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CourseKit> {
  return apiRequest(`/testkit/follow-up/${encodeURIComponent(followUpId)}`, {
    schema: courseTestkitSchema,
    signal,
  });
}

/** The cache key of the kit the panel shows: the course's, or a follow-up test's (C8). */
export const testKitKey = (courseId: string, followUpId?: string) =>
  followUpId ? nicotineTestKeys.followUpKit(followUpId) : nicotineTestKeys.courseKit(courseId);

/** The course's own test (final or spot, T7), or a follow-up's when `followUpId` is given. */
export const courseKitQuery = (courseId: string, followUpId?: string) =>
  queryOptions({
    queryKey: testKitKey(courseId, followUpId),
    queryFn: ({ signal }) =>
      followUpId ? getFollowUpKit(followUpId, { signal }) : getCourseKit(courseId, { signal }),
  });

/** While an identity check waits for the provider's answer, ask again every few seconds. */
export function useCourseKit(courseId: string, followUpId?: string) {
  return useQuery({
    ...courseKitQuery(courseId, followUpId),
    refetchInterval: (query) => (query.state.data?.testkit?.identity === 'pending' ? 2000 : false),
  });
}
