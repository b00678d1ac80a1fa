// The console's calls for nicotine test kits and the review queue (/api/admin/testkits/...).
// Schemas load with the console, never with the public pages.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTest, TestResult } from '@quit/contracts/testkit';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const adminTestkitListSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.adminTestkitListSchema),
);
const adminTestkitSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.adminTestkitSchema),
);
const adminTestListSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.adminTestListSchema),
);
const adminTestSchema = lazySchema(() =>
  import('@quit/contracts/testkit').then((m) => m.adminTestSchema),
);

export type KitState = 'unused' | 'used' | 'missing';

type Signal = { signal?: AbortSignal };

export async function getKits(state: KitState | '', { signal }: Signal = {}) {
  return apiRequest(`/admin/testkits?limit=500${state ? `&state=${state}` : ''}`, {
    schema: adminTestkitListSchema,
    signal,
  });
}

export const kitsQuery = (state: KitState | '') =>
  queryOptions({
    queryKey: adminKeys.kits(state),
    queryFn: ({ signal }) => getKits(state, { signal }),
  });

export function useKits(state: KitState | '') {
  return useQuery(kitsQuery(state));
}

function useKitAction<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export async function createKits(count: number) {
  return apiRequest('/admin/testkits', {
    method: 'POST',
    notify: false,
    body: { count },
    schema: adminTestkitListSchema,
  });
}

export function useCreateKits() {
  return useKitAction(createKits);
}

export async function assignKit({
  kitId,
  courseId,
  trackingText,
}: {
  kitId: string;
  courseId: string;
  /** Carrier and tracking number for the participant's "kit posted" mail. */
  trackingText?: string;
}) {
  return apiRequest(`/admin/testkits/${encodeURIComponent(kitId)}/assign`, {
    method: 'POST',
    notify: false,
    body: trackingText === undefined ? { courseId } : { courseId, trackingText },
    schema: adminTestkitSchema,
  });
}

export function useAssignKit() {
  return useKitAction(assignKit);
}

export async function markKitMissing(kitId: string) {
  return apiRequest(`/admin/testkits/${encodeURIComponent(kitId)}/missing`, {
    method: 'POST',
    notify: false,
    schema: adminTestkitSchema,
  });
}

export function useMarkKitMissing() {
  return useKitAction(markKitMissing);
}

/** The printable label sheet of these kits (a plain link: the browser downloads the PDF). */
export function labelSheetUrl(ids: readonly string[]): string {
  return `/api/admin/testkits/labels.pdf?ids=${ids.map(encodeURIComponent).join(',')}`;
}

/** The operators' queues: review (T3), audit (T8), and the decided tests. */
export type TestQueue = 'review' | 'audit' | 'final';

export async function getTests(status: TestQueue, { signal }: Signal = {}) {
  return apiRequest(`/admin/testkits/tests?status=${status}`, {
    schema: adminTestListSchema,
    signal,
  });
}

export const testsQuery = (status: TestQueue) =>
  queryOptions({
    queryKey: adminKeys.tests(status),
    queryFn: ({ signal }) => getTests(status, { signal }),
  });

export function useTests(status: TestQueue) {
  return useQuery(testsQuery(status));
}

/** The test's photo, private: served only to admins, never cached. */
export function testPhotoUrl(testId: string): string {
  return `/api/admin/testkits/tests/${encodeURIComponent(testId)}/photo`;
}

/** The test's witnessed recording (T5), streamed to admins only; each view is audited. */
export function testRecordingUrl(testId: string): string {
  return `/api/admin/testkits/tests/${encodeURIComponent(testId)}/recording`;
}

export async function decideTest({
  testId,
  result,
  note,
}: {
  testId: string;
  result: TestResult;
  note: string;
}) {
  return apiRequest(`/admin/testkits/tests/${encodeURIComponent(testId)}/decision`, {
    method: 'POST',
    notify: false,
    body: { result, note },
    schema: adminTestSchema,
  });
}

/**
 * The operator's decision. `onDecided` runs with the mutation itself, not with the form: the
 * decided test leaves the queue (and its form unmounts) as soon as the queue reloads.
 */
export function useDecideTest(onDecided: (test: AdminTest) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideTest,
    onSuccess: onDecided,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
