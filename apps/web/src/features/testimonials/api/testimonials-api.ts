// Reviews (issue 13): the landing page's public list and the participant's own.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnTestimonial,
  PublicTestimonials,
  WriteTestimonial,
} from '@quit/contracts/testimonials';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { testimonialKeys } from '@/lib/query-keys';

// Loaded on demand: zod stays off the landing page's critical path.
const ownTestimonialSchema = lazySchema(() =>
  import('@quit/contracts/testimonials').then((m) => m.ownTestimonialSchema),
);

export async function getPublicTestimonials({
  signal,
}: { signal?: AbortSignal } = {}): Promise<PublicTestimonials> {
  // No second check of the answer here: the server checked it against the contract's schema
  // before sending it (its zod serializer), and zod stays out of the landing page's code.
  return apiRequest<PublicTestimonials>('/global/reviews', { signal, notify: false });
}

export const publicTestimonialsQuery = () =>
  queryOptions({
    queryKey: testimonialKeys.public(),
    queryFn: ({ signal }) => getPublicTestimonials({ signal }),
    // Asked again whenever the section shows: the prerendered landing page may be half a
    // minute old, and a review just written, hidden or withdrawn must show as it is.
    staleTime: 0,
  });

export function usePublicTestimonials() {
  return useQuery(publicTestimonialsQuery());
}

export async function getOwnTestimonial({
  signal,
}: { signal?: AbortSignal } = {}): Promise<OwnTestimonial> {
  return apiRequest('/participant/review', { schema: ownTestimonialSchema, signal });
}

export const ownTestimonialQuery = () =>
  queryOptions({
    queryKey: testimonialKeys.own(),
    queryFn: ({ signal }) => getOwnTestimonial({ signal }),
  });

export function useOwnTestimonial() {
  return useQuery(ownTestimonialQuery());
}

export async function writeTestimonial(body: WriteTestimonial) {
  return apiRequest('/participant/review', {
    method: 'PUT',
    body,
    schema: ownTestimonialSchema,
  });
}

export async function deleteTestimonial() {
  return apiRequest('/participant/review', { method: 'DELETE', schema: ownTestimonialSchema });
}

function useOwnChange<T>(request: (input: T) => Promise<OwnTestimonial>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (own) => {
      client.setQueryData(testimonialKeys.own(), own);
      void client.invalidateQueries({ queryKey: testimonialKeys.public() });
    },
  });
}

export function useWriteTestimonial() {
  return useOwnChange(writeTestimonial);
}

export function useDeleteTestimonial() {
  return useOwnChange(deleteTestimonial);
}
