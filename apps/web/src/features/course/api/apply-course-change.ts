import type { QueryClient } from '@tanstack/react-query';
import type { Course } from '@quit/contracts/course';
import { courseQuery } from './get-course';

/**
 * After a course changed: the answer is the new course; what follows from it (today's due
 * items, the participant's balance) is loaded again. Billing owns the balance query: its key is
 * named here rather than imported, as features do not import each other.
 */
export async function applyCourseChange(queryClient: QueryClient, course: Course): Promise<void> {
  queryClient.setQueryData(courseQuery().queryKey, course);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['course', 'day'] }),
    queryClient.invalidateQueries({ queryKey: ['billing', 'balance'] }),
  ]);
}
