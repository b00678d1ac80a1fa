import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Motivation } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const motivationSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.motivationSchema),
);

/** Money and days of life saved on smoke-free diary days (P4), and the Fagerström score. */
export async function getMotivation({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Motivation> {
  return apiRequest('/participant/motivation', { schema: motivationSchema, signal, notify: false });
}

export const motivationQuery = () =>
  queryOptions({
    queryKey: questionnaireKeys.motivation(),
    queryFn: ({ signal }) => getMotivation({ signal }),
  });

export function useMotivation() {
  return useQuery(motivationQuery());
}
