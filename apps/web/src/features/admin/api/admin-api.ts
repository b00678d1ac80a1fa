// The operator console's calls (/api/admin/...). Schemas load with the console, never with the
// public pages.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const clockResponseSchema = lazySchema(() =>
  import('@quit/contracts/course').then((m) => m.clockResponseSchema),
);
const adminTestimonialsSchema = lazySchema(() =>
  import('@quit/contracts/testimonials').then((m) => m.adminTestimonialsSchema),
);
const overviewSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.overviewSchema),
);
const peoplePageSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.peoplePageSchema),
);
const personDetailSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.personDetailSchema),
);
const rolesResponseSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.rolesResponseSchema),
);
const moneyTotalsSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.moneyTotalsSchema),
);
const attentionSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.attentionSchema),
);
const okSchema = lazySchema(() => import('@quit/contracts/admin').then((m) => m.okSchema));
const coursesPageSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.coursesPageSchema),
);
const courseDetailSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.courseDetailSchema),
);
const contactPageSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.contactPageSchema),
);
const outboxPageSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.outboxPageSchema),
);
const outboxMailSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.outboxMailSchema),
);
const jobsPageSchema = lazySchema(() =>
  import('@quit/contracts/admin').then((m) => m.jobsPageSchema),
);

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/overview', { schema: overviewSchema, signal }),
    staleTime: 60_000,
  });
}

export function usePeople(q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.people(q, cursor),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/people${query({ q, cursor })}`, {
        schema: peoplePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const personQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.person(userId),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/people/${encodeURIComponent(userId)}`, {
        schema: personDetailSchema,
        signal,
        notify: false,
      }),
  });

export function usePerson(userId: string) {
  return useQuery(personQuery(userId));
}

export function useSetAdminRole(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (admin: boolean) =>
      apiRequest(`/admin/people/${encodeURIComponent(userId)}/admin-role`, {
        method: 'PUT',
        body: { admin },
        schema: rolesResponseSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useMoneyTotals() {
  return useQuery({
    queryKey: adminKeys.moneyTotals(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/money/totals', { schema: moneyTotalsSchema, signal }),
  });
}

export function useAttention() {
  return useQuery({
    queryKey: adminKeys.attention(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/money/needs-attention', {
        schema: attentionSchema,
        signal,
      }),
  });
}

function useAdminAction<T>(request: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRetryRefund() {
  return useAdminAction(async (refundId: string) =>
    apiRequest(`/admin/money/refunds/${refundId}/retry`, {
      method: 'POST',
      schema: okSchema,
    }),
  );
}

export function useRetryPayout() {
  return useAdminAction(async (payoutId: string) =>
    apiRequest(`/admin/money/payouts/${payoutId}/retry`, {
      method: 'POST',
      schema: okSchema,
    }),
  );
}

export function useMarkRefunded() {
  return useAdminAction(async ({ refundId, note }: { refundId: string; note: string }) =>
    apiRequest(`/admin/money/refunds/${refundId}/mark-refunded`, {
      method: 'POST',
      body: { note },
      schema: okSchema,
    }),
  );
}

export function useCourses(state: string, q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.courses(state, q, cursor),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/courses${query({ state, q, cursor })}`, {
        schema: coursesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: adminKeys.course(courseId),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/courses/${encodeURIComponent(courseId)}`, {
        schema: courseDetailSchema,
        signal,
        notify: false,
      }),
  });
}

export function useContactMessages(handled: string, cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.contact(handled, cursor),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/contact${query({ handled, cursor })}`, {
        schema: contactPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  return useAdminAction(async (id: string) =>
    apiRequest(`/admin/contact/${id}/handled`, {
      method: 'POST',
      schema: okSchema,
    }),
  );
}

export function useOutbox(cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.outbox(cursor),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/outbox${query({ cursor })}`, {
        schema: outboxPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(mailId: string) {
  return useQuery({
    queryKey: adminKeys.outboxMail(mailId),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/outbox/${encodeURIComponent(mailId)}`, {
        schema: outboxMailSchema,
        signal,
        notify: false,
      }),
  });
}

export function useJobs(state: string, cursor: string | undefined) {
  return useQuery({
    queryKey: adminKeys.jobs(state, cursor),
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/jobs${query({ state, cursor })}`, {
        schema: jobsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  return useAdminAction(async (id: string) =>
    apiRequest(`/admin/jobs/${id}/retry`, { method: 'POST', schema: okSchema }),
  );
}

export function useClock() {
  return useQuery({
    queryKey: adminKeys.clock(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/clock', {
        schema: clockResponseSchema,
        signal,
      }),
  });
}

export function useMoveClock() {
  return useAdminAction(
    async (body: { advanceDays: number; advanceHours: number } | { reset: true }) =>
      apiRequest('/admin/clock', {
        method: 'POST',
        body,
        schema: clockResponseSchema,
      }),
  );
}

/** Participants' reviews for the landing page (issue 13); operators hide one or show it again. */
export function useTestimonials() {
  return useQuery({
    queryKey: adminKeys.reviews(),
    queryFn: async ({ signal }) =>
      apiRequest('/admin/reviews', {
        schema: adminTestimonialsSchema,
        signal,
      }),
  });
}

export function useHideTestimonial() {
  return useAdminAction(async ({ id, hidden }: { id: string; hidden: boolean }) =>
    apiRequest(`/admin/reviews/${id}/hidden`, {
      method: 'PUT',
      body: { hidden },
      schema: okSchema,
    }),
  );
}
