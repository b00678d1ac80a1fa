import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Motivation } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** Money and days of life saved on smoke-free diary days (P4), and the Fagerström score. */
export async function getMotivation({
  signal,
}: { signal?: AbortSignal } = {}): Promise<Motivation> {
  const { motivationSchema } = await import('@quit/contracts/questionnaires');
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
