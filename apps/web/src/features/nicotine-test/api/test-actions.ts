// The participant's calls of the test: identity check, scan, start of the wait, photo, dispute.
import type { PresenceFlags } from '@quit/contracts/testkit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { courseKeys } from '@/lib/query-keys';
import { testKitKey } from './course-kit';

const verificationSessionSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.verificationSessionSchema),
);
const participantTestkitSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.participantTestkitSchema),
);
const testReadingSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.testReadingSchema),
);

const kitPath = (code: string) => `/testkit/${encodeURIComponent(code)}`;

/** POST /stripe/verificationsession: where to verify, or nothing when verified already. */
export async function startIdentityCheck(input: { testkitId: string; redirectUrl: string }) {
  return apiRequest('/stripe/verificationsession', {
    method: 'POST',
    body: { testkit_id: input.testkitId, redirectUrl: input.redirectUrl },
    schema: verificationSessionSchema,
    notify: false,
  });
}

export function useStartIdentityCheck() {
  return useMutation({ mutationFn: startIdentityCheck });
}

/** GET /testkit/{code}/participant: the scanned kit is mine and unused. */
export async function checkKit(code: string) {
  return apiRequest(`${kitPath(code)}/participant`, {
    schema: participantTestkitSchema,
    notify: false,
  });
}

/** POST /testkit/{code}/start: the server starts (once) and holds the 5-minute wait. */
export async function startWait(code: string) {
  return apiRequest(`${kitPath(code)}/start`, {
    method: 'POST',
    schema: participantTestkitSchema,
    notify: false,
  });
}

/** POST /testkit/{code}/photo: the frame the app took, with what the device saw (T5, T6). */
export async function sendPhoto({
  code,
  ...body
}: {
  code: string;
  image: string;
  recordingId?: string;
  presence?: PresenceFlags;
}) {
  return apiRequest(`${kitPath(code)}/photo`, {
    method: 'POST',
    body,
    schema: testReadingSchema,
    notify: false,
  });
}

export async function disputeTest(input: { testId: string; note: string }) {
  return apiRequest(`/testkit/tests/${encodeURIComponent(input.testId)}/dispute`, {
    method: 'POST',
    body: input.note ? { note: input.note } : {},
    schema: testReadingSchema,
    notify: false,
  });
}

export function useStartWait(courseId: string, followUpId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startWait,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testKitKey(courseId, followUpId) }),
  });
}

export function useSendPhoto() {
  return useMutation({ mutationFn: sendPhoto });
}

export function useDisputeTest(courseId: string, followUpId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeTest,
    // The course's badge reads "disputed" from now on (issue 30), as the kit's result does.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testKitKey(courseId, followUpId) }),
        // A follow-up's state is read with the course's (C8): its list is under the prefix.
        queryClient.invalidateQueries({
          queryKey: followUpId ? courseKeys.followUps() : courseKeys.active(),
        }),
      ]),
  });
}
