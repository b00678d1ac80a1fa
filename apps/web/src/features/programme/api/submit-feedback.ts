import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiaryEntry, FeedbackRequest } from '@quit/contracts/programme';
import { apiRequest } from '@/lib/api-client';
import { ensureHealthConsent } from '@/lib/health-consent';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const diaryEntrySchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.diaryEntrySchema),
);

/** Writes or rewrites the diary entry of a day whose diary is open (P2). */
export async function submitFeedback(request: FeedbackRequest): Promise<DiaryEntry> {
  // The form shows the refusal itself (closed diary, failed save, a field the server refused).
  // Health data: stored only with the participant's consent (asked once, in a dialog).
  await ensureHealthConsent();
  return apiRequest('/feedback', {
    method: 'POST',
    body: request,
    schema: diaryEntrySchema,
    notify: false,
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    // The diary state, the calendar and the smoke-free count follow from the entry.
    onSettled: () => queryClient.invalidateQueries({ queryKey: programmeKeys.all }),
  });
}
