import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applyCourseChange } from './apply-course-change';

/** Opens the next fundraiser after a course ended: nothing else ever starts one. */
export async function openNewCourse() {
  const { courseSchema } = await import('@quit/contracts/course');
  return apiRequest('/course/new', { method: 'POST', schema: courseSchema });
}

export function useOpenNewCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openNewCourse,
    onSuccess: (course) => applyCourseChange(queryClient, course),
  });
}
