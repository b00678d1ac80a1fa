import type { QueryClient } from '@tanstack/react-query';
import type { Course } from '@quit/contracts/course';
import { billingKeys, courseKeys } from '@/lib/query-keys';
import { courseQuery } from './get-course';

/**
 * After a course changed: the answer is the new course; what follows from it (today's due
 * items, the participant's balance, which billing owns) is loaded again.
 */
export async function applyCourseChange(queryClient: QueryClient, course: Course): Promise<void> {
  queryClient.setQueryData(courseQuery().queryKey, course);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.day() }),
    queryClient.invalidateQueries({ queryKey: billingKeys.balance() }),
  ]);
}
