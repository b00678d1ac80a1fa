import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { applyCourseChange } from './apply-course-change';

const courseChangeSchema = lazySchema(() =>
  import('@quit/contracts/course').then((m) => m.courseChangeSchema),
);

/** C6: ends the course before an outcome; every supporter is refunded in full. */
export async function cancelCourse() {
  // The confirmation dialog shows a refusal itself.
  return apiRequest('/course/cancel', {
    method: 'PUT',
    body: { confirm: true },
    schema: courseChangeSchema,
    notify: false,
  });
}

/**
 * `onCancelled` (with the number of refunds started) runs with the mutation, not with the
 * component: the cancelled course no longer shows the cancel button that started it.
 */
export function useCancelCourse({ onCancelled }: { onCancelled?: (refunds: number) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCourse,
    onSuccess: ({ course, refunds }) => {
      onCancelled?.(refunds);
      return applyCourseChange(queryClient, course);
    },
  });
}
