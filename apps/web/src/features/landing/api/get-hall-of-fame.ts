import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HallOfFame } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';

/** Participants who passed and chose to be shown (first name and last initial, A4). */
export async function getHallOfFame({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HallOfFame> {
  const { hallOfFameSchema } = await import('@quit/contracts/questionnaires');
  return apiRequest('/global/hall-of-fame', { schema: hallOfFameSchema, signal, notify: false });
}

export const hallOfFameQuery = () =>
  queryOptions({
    queryKey: ['global', 'hall-of-fame'],
    queryFn: ({ signal }) => getHallOfFame({ signal }),
    staleTime: 60_000,
  });

export function useHallOfFame() {
  return useQuery(hallOfFameQuery());
}
