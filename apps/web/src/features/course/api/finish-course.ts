import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { applyCourseChange } from './apply-course-change';

const courseSchema = lazySchema(() => import('@quit/contracts/course').then((m) => m.courseSchema));

/** Closes a settled course: paid out after a passed test, or refunded after a failed one. */
export async function finishCourse() {
  // The dashboard shows why a course cannot be closed yet next to the button.
  return apiRequest('/course/finish', { method: 'PUT', schema: courseSchema, notify: false });
}

/** `onFinished` runs with the mutation: the closed course no longer shows the button. */
export function useFinishCourse({ onFinished }: { onFinished?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishCourse,
    onSuccess: (course) => {
      onFinished?.();
      return applyCourseChange(queryClient, course);
    },
  });
}
