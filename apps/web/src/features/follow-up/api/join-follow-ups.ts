import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';

const followUpStatusSchema = lazySchema(() =>
  import('@quit/contracts/follow-up').then((m) => m.followUpStatusSchema),
);

/** C8: opt in to the follow-up tests of a passed course (joining twice changes nothing). */
export async function joinFollowUps(courseId: string) {
  return apiRequest('/participant/follow-ups', {
    method: 'POST',
    body: { courseId },
    schema: followUpStatusSchema,
  });
}

export function useJoinFollowUps({ onJoined }: { onJoined?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinFollowUps,
    onSuccess: (status) => {
      queryClient.setQueryData(courseKeys.followUps(), status);
      onJoined?.();
    },
  });
}
