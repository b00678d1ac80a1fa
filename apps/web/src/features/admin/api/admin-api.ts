// The operator console's calls (/api/admin/...). Schemas load with the console, never with the
// public pages. The console's many small calls share this file (lib/query-keys says how api/
// folders are written).
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

type Signal = { signal?: AbortSignal };

export async function getOverview({ signal }: Signal = {}) {
  return apiRequest('/admin/overview', { schema: overviewSchema, signal });
}

export const overviewQuery = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getOverview({ signal }),
    staleTime: 60_000,
  });

export function useOverview() {
  return useQuery(overviewQuery());
}

export async function getPeople(q: string, cursor: string | undefined, { signal }: Signal = {}) {
  return apiRequest(`/admin/people${query({ q, cursor })}`, { schema: peoplePageSchema, signal });
}

export const peopleQuery = (q: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.people(q, cursor),
    queryFn: ({ signal }) => getPeople(q, cursor, { signal }),
  });

export function usePeople(q: string, cursor: string | undefined) {
  return useQuery({ ...peopleQuery(q, cursor), placeholderData: keepPreviousData });
}

export async function getPerson(userId: string, { signal }: Signal = {}) {
  return apiRequest(`/admin/people/${encodeURIComponent(userId)}`, {
    schema: personDetailSchema,
    signal,
    notify: false,
  });
}

export const personQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.person(userId),
    queryFn: ({ signal }) => getPerson(userId, { signal }),
  });

export function usePerson(userId: string) {
  return useQuery(personQuery(userId));
}

export async function setAdminRole(userId: string, admin: boolean) {
  return apiRequest(`/admin/people/${encodeURIComponent(userId)}/admin-role`, {
    method: 'PUT',
    body: { admin },
    schema: rolesResponseSchema,
  });
}

export function useSetAdminRole(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) => setAdminRole(userId, admin),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export async function getMoneyTotals({ signal }: Signal = {}) {
  return apiRequest('/admin/money/totals', { schema: moneyTotalsSchema, signal });
}

export const moneyTotalsQuery = () =>
  queryOptions({
    queryKey: adminKeys.moneyTotals(),
    queryFn: ({ signal }) => getMoneyTotals({ signal }),
  });

export function useMoneyTotals() {
  return useQuery(moneyTotalsQuery());
}

export async function getAttention({ signal }: Signal = {}) {
  return apiRequest('/admin/money/needs-attention', { schema: attentionSchema, signal });
}

export const attentionQuery = () =>
  queryOptions({
    queryKey: adminKeys.attention(),
    queryFn: ({ signal }) => getAttention({ signal }),
  });

export function useAttention() {
  return useQuery(attentionQuery());
}

/** Every action of the console may change any of its pages: all of it is loaded again. */
function useAdminAction<T>(request: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export async function retryRefund(refundId: string) {
  return apiRequest(`/admin/money/refunds/${refundId}/retry`, { method: 'POST', schema: okSchema });
}

export function useRetryRefund() {
  return useAdminAction(retryRefund);
}

export async function retryPayout(payoutId: string) {
  return apiRequest(`/admin/money/payouts/${payoutId}/retry`, { method: 'POST', schema: okSchema });
}

export function useRetryPayout() {
  return useAdminAction(retryPayout);
}

export async function markRefunded({ refundId, note }: { refundId: string; note: string }) {
  return apiRequest(`/admin/money/refunds/${refundId}/mark-refunded`, {
    method: 'POST',
    body: { note },
    schema: okSchema,
  });
}

export function useMarkRefunded() {
  return useAdminAction(markRefunded);
}

export async function getCourses(
  state: string,
  q: string,
  cursor: string | undefined,
  { signal }: Signal = {},
) {
  return apiRequest(`/admin/courses${query({ state, q, cursor })}`, {
    schema: coursesPageSchema,
    signal,
  });
}

export const coursesQuery = (state: string, q: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.courses(state, q, cursor),
    queryFn: ({ signal }) => getCourses(state, q, cursor, { signal }),
  });

export function useCourses(state: string, q: string, cursor: string | undefined) {
  return useQuery({ ...coursesQuery(state, q, cursor), placeholderData: keepPreviousData });
}

export async function getCourse(courseId: string, { signal }: Signal = {}) {
  return apiRequest(`/admin/courses/${encodeURIComponent(courseId)}`, {
    schema: courseDetailSchema,
    signal,
    notify: false,
  });
}

export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: adminKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(courseId, { signal }),
  });

export function useCourse(courseId: string) {
  return useQuery(courseQuery(courseId));
}

export async function getContactMessages(
  handled: string,
  cursor: string | undefined,
  { signal }: Signal = {},
) {
  return apiRequest(`/admin/contact${query({ handled, cursor })}`, {
    schema: contactPageSchema,
    signal,
  });
}

export const contactMessagesQuery = (handled: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.contact(handled, cursor),
    queryFn: ({ signal }) => getContactMessages(handled, cursor, { signal }),
  });

export function useContactMessages(handled: string, cursor: string | undefined) {
  return useQuery({ ...contactMessagesQuery(handled, cursor), placeholderData: keepPreviousData });
}

export async function markHandled(id: string) {
  return apiRequest(`/admin/contact/${id}/handled`, { method: 'POST', schema: okSchema });
}

export function useMarkHandled() {
  return useAdminAction(markHandled);
}

export async function getOutbox(cursor: string | undefined, { signal }: Signal = {}) {
  return apiRequest(`/admin/outbox${query({ cursor })}`, { schema: outboxPageSchema, signal });
}

export const outboxQuery = (cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.outbox(cursor),
    queryFn: ({ signal }) => getOutbox(cursor, { signal }),
  });

export function useOutbox(cursor: string | undefined) {
  return useQuery({ ...outboxQuery(cursor), placeholderData: keepPreviousData });
}

export async function getOutboxMail(mailId: string, { signal }: Signal = {}) {
  return apiRequest(`/admin/outbox/${encodeURIComponent(mailId)}`, {
    schema: outboxMailSchema,
    signal,
    notify: false,
  });
}

export const outboxMailQuery = (mailId: string) =>
  queryOptions({
    queryKey: adminKeys.outboxMail(mailId),
    queryFn: ({ signal }) => getOutboxMail(mailId, { signal }),
  });

export function useOutboxMail(mailId: string) {
  return useQuery(outboxMailQuery(mailId));
}

export async function getJobs(state: string, cursor: string | undefined, { signal }: Signal = {}) {
  return apiRequest(`/admin/jobs${query({ state, cursor })}`, { schema: jobsPageSchema, signal });
}

export const jobsQuery = (state: string, cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.jobs(state, cursor),
    queryFn: ({ signal }) => getJobs(state, cursor, { signal }),
  });

export function useJobs(state: string, cursor: string | undefined) {
  return useQuery({ ...jobsQuery(state, cursor), placeholderData: keepPreviousData });
}

export async function retryJob(id: string) {
  return apiRequest(`/admin/jobs/${id}/retry`, { method: 'POST', schema: okSchema });
}

export function useRetryJob() {
  return useAdminAction(retryJob);
}

export async function getClock({ signal }: Signal = {}) {
  return apiRequest('/admin/clock', { schema: clockResponseSchema, signal });
}

export const clockQuery = () =>
  queryOptions({
    queryKey: adminKeys.clock(),
    queryFn: ({ signal }) => getClock({ signal }),
  });

export function useClock() {
  return useQuery(clockQuery());
}

export async function moveClock(
  body: { advanceDays: number; advanceHours: number } | { reset: true },
) {
  return apiRequest('/admin/clock', { method: 'POST', body, schema: clockResponseSchema });
}

export function useMoveClock() {
  return useAdminAction(moveClock);
}

/** Participants' reviews for the landing page (issue 13); operators hide one or show it again. */
export async function getTestimonials({ signal }: Signal = {}) {
  return apiRequest('/admin/reviews', { schema: adminTestimonialsSchema, signal });
}

export const testimonialsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reviews(),
    queryFn: ({ signal }) => getTestimonials({ signal }),
  });

export function useTestimonials() {
  return useQuery(testimonialsQuery());
}

export async function hideTestimonial({ id, hidden }: { id: string; hidden: boolean }) {
  return apiRequest(`/admin/reviews/${id}/hidden`, {
    method: 'PUT',
    body: { hidden },
    schema: okSchema,
  });
}

export function useHideTestimonial() {
  return useAdminAction(hideTestimonial);
}
