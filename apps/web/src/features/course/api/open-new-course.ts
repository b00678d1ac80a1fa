import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { applyCourseChange } from './apply-course-change';

const courseSchema = lazySchema(() => import('@quit/contracts/course').then((m) => m.courseSchema));

/** Opens the next fundraiser after a course ended: nothing else ever starts one. */
export async function openNewCourse() {
  return apiRequest('/course/new', { method: 'POST', schema: courseSchema });
}

export function useOpenNewCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openNewCourse,
    onSuccess: (course) => applyCourseChange(queryClient, course),
  });
}
