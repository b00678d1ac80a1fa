import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThankYouNoteState } from '@quit/contracts/thank-you-note';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { thankYouNoteKeys } from '@/lib/query-keys';

const stateSchema = lazySchema(() =>
  import('@quit/contracts/thank-you-note').then((m) => m.thankYouNoteStateSchema),
);

const path = (courseId: string) => `/course/${encodeURIComponent(courseId)}/thank-you`;

/** GET /api/course/{id}/thank-you: whether the note can be sent, to how many, or what was sent. */
export async function getThankYouNote(
  courseId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ThankYouNoteState> {
  // An offer on the dashboard: when it cannot be read, the card is simply not shown.
  return apiRequest(path(courseId), { schema: stateSchema, signal, notify: false });
}

export const thankYouNoteQuery = (courseId: string) =>
  queryOptions({
    queryKey: thankYouNoteKeys.course(courseId),
    queryFn: ({ signal }) => getThankYouNote(courseId, { signal }),
  });

export function useThankYouNote(courseId: string) {
  return useQuery(thankYouNoteQuery(courseId));
}

/** POST: sends the one note; the same text again (a retry) answers the note as it was sent. */
export function sendThankYouNote(courseId: string, text: string): Promise<ThankYouNoteState> {
  return apiRequest(path(courseId), { method: 'POST', body: { text }, schema: stateSchema });
}

export function useSendThankYouNote(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendThankYouNote(courseId, text),
    onSuccess: (state) => queryClient.setQueryData(thankYouNoteKeys.course(courseId), state),
  });
}
