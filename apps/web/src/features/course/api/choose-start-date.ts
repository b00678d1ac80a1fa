import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course, StartCourseRequest } from '@quit/contracts/course';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { applyCourseChange } from './apply-course-change';

const courseSchema = lazySchema(() => import('@quit/contracts/course').then((m) => m.courseSchema));

/** C3: sets the start date; a date of today starts the course at once. */
export async function chooseStartDate(request: StartCourseRequest) {
  // The chooser shows DATE_IN_PAST at its field and the other refusals with the form.
  return apiRequest('/course', {
    method: 'POST',
    body: request,
    schema: courseSchema,
    notify: false,
  });
}

/**
 * `onChosen` runs with the mutation, not with the component: the new state may replace the
 * chooser (a start today makes the course active at once) before a `mutate` callback would run.
 */
export function useChooseStartDate({ onChosen }: { onChosen?: (course: Course) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseStartDate,
    onSuccess: (course) => {
      onChosen?.(course);
      return applyCourseChange(queryClient, course);
    },
  });
}
