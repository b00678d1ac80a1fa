// The console's calls for nicotine test kits and the review queue (/api/admin/testkits/...).
// Schemas load with the console, never with the public pages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useKits(state: KitState | '') {
  return useQuery({
    queryKey: adminKeys.kits(state),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/testkits?limit=500${state ? `&state=${state}` : ''}`, {
        schema: adminTestkitListSchema,
        signal,
      }),
  });
}

function useKitAction<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useCreateKits() {
  return useKitAction(async (count: number) =>
    apiRequest('/admin/testkits', {
      method: 'POST',
      notify: false,
      body: { count },
      schema: adminTestkitListSchema,
    }),
  );
}

export function useAssignKit() {
  return useKitAction(async ({ kitId, courseId }: { kitId: string; courseId: string }) =>
    apiRequest(`/admin/testkits/${encodeURIComponent(kitId)}/assign`, {
      method: 'POST',
      notify: false,
      body: { courseId },
      schema: adminTestkitSchema,
    }),
  );
}

export function useMarkKitMissing() {
  return useKitAction(async (kitId: string) =>
    apiRequest(`/admin/testkits/${encodeURIComponent(kitId)}/missing`, {
      method: 'POST',
      notify: false,
      schema: adminTestkitSchema,
    }),
  );
}

/** The printable label sheet of these kits (a plain link: the browser downloads the PDF). */
export function labelSheetUrl(ids: readonly string[]): string {
  return `/api/admin/testkits/labels.pdf?ids=${ids.map(encodeURIComponent).join(',')}`;
}

export function useTests(status: 'review' | 'final') {
  return useQuery({
    queryKey: adminKeys.tests(status),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/testkits/tests?status=${status}`, {
        schema: adminTestListSchema,
        signal,
      }),
  });
}

/** The test's photo, private: served only to admins, never cached. */
export function testPhotoUrl(testId: string): string {
  return `/api/admin/testkits/tests/${encodeURIComponent(testId)}/photo`;
}

/**
 * The operator's decision. `onDecided` runs with the mutation itself, not with the form: the
 * decided test leaves the queue (and its form unmounts) as soon as the queue reloads.
 */
export function useDecideTest(onDecided: (test: AdminTest) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      testId,
      result,
      note,
    }: {
      testId: string;
      result: TestResult;
      note: string;
    }) =>
      apiRequest(`/admin/testkits/tests/${encodeURIComponent(testId)}/decision`, {
        method: 'POST',
        notify: false,
        body: { result, note },
        schema: adminTestSchema,
      }),
    onSuccess: onDecided,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
