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

const contracts = () => import('@quit/contracts/admin');

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const adminKeys = { all: ['admin'] as const };

export function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/overview', { schema: (await contracts()).overviewSchema, signal }),
    staleTime: 60_000,
  });
}

export function usePeople(q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'people', q, cursor],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/people${query({ q, cursor })}`, {
        schema: (await contracts()).peoplePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const personQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'person', userId],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/people/${encodeURIComponent(userId)}`, {
        schema: (await contracts()).personDetailSchema,
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
        schema: (await contracts()).rolesResponseSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useMoneyTotals() {
  return useQuery({
    queryKey: ['admin', 'money', 'totals'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/money/totals', { schema: (await contracts()).moneyTotalsSchema, signal }),
  });
}

export function useAttention() {
  return useQuery({
    queryKey: ['admin', 'money', 'attention'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/money/needs-attention', {
        schema: (await contracts()).attentionSchema,
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
      schema: (await contracts()).okSchema,
    }),
  );
}

export function useRetryPayout() {
  return useAdminAction(async (payoutId: string) =>
    apiRequest(`/admin/money/payouts/${payoutId}/retry`, {
      method: 'POST',
      schema: (await contracts()).okSchema,
    }),
  );
}

export function useMarkRefunded() {
  return useAdminAction(async ({ refundId, note }: { refundId: string; note: string }) =>
    apiRequest(`/admin/money/refunds/${refundId}/mark-refunded`, {
      method: 'POST',
      body: { note },
      schema: (await contracts()).okSchema,
    }),
  );
}

export function useCourses(state: string, q: string, cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'courses', state, q, cursor],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/courses${query({ state, q, cursor })}`, {
        schema: (await contracts()).coursesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(courseId: string) {
  return useQuery({
    queryKey: ['admin', 'course', courseId],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/courses/${encodeURIComponent(courseId)}`, {
        schema: (await contracts()).courseDetailSchema,
        signal,
        notify: false,
      }),
  });
}

export function useContactMessages(handled: string, cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'contact', handled, cursor],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/contact${query({ handled, cursor })}`, {
        schema: (await contracts()).contactPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled() {
  return useAdminAction(async (id: string) =>
    apiRequest(`/admin/contact/${id}/handled`, {
      method: 'POST',
      schema: (await contracts()).okSchema,
    }),
  );
}

export function useOutbox(cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'outbox', cursor],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/outbox${query({ cursor })}`, {
        schema: (await contracts()).outboxPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxMail(mailId: string) {
  return useQuery({
    queryKey: ['admin', 'outbox-mail', mailId],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/outbox/${encodeURIComponent(mailId)}`, {
        schema: (await contracts()).outboxMailSchema,
        signal,
        notify: false,
      }),
  });
}

export function useJobs(state: string, cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'jobs', state, cursor],
    queryFn: async ({ signal }) =>
      apiRequest(`/admin/jobs${query({ state, cursor })}`, {
        schema: (await contracts()).jobsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRetryJob() {
  return useAdminAction(async (id: string) =>
    apiRequest(`/admin/jobs/${id}/retry`, { method: 'POST', schema: (await contracts()).okSchema }),
  );
}

export function useClock() {
  return useQuery({
    queryKey: ['admin', 'clock'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/clock', {
        schema: (await import('@quit/contracts/course')).clockResponseSchema,
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
        schema: (await import('@quit/contracts/course')).clockResponseSchema,
      }),
  );
}

/** Participants' reviews for the landing page (issue 13); operators hide one or show it again. */
export function useTestimonials() {
  return useQuery({
    queryKey: ['admin', 'reviews-landing'],
    queryFn: async ({ signal }) =>
      apiRequest('/admin/reviews', {
        schema: (await import('@quit/contracts/testimonials')).adminTestimonialsSchema,
        signal,
      }),
  });
}

export function useHideTestimonial() {
  return useAdminAction(async ({ id, hidden }: { id: string; hidden: boolean }) =>
    apiRequest(`/admin/reviews/${id}/hidden`, {
      method: 'PUT',
      body: { hidden },
      schema: (await contracts()).okSchema,
    }),
  );
}
