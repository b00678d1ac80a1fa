import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DependenceHelp } from '@quit/contracts/cravings';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { cravingKeys } from '@/lib/query-keys';

const dependenceHelpSchema = lazySchema(() =>
  import('@quit/contracts/cravings').then((m) => m.dependenceHelpSchema),
);

/** GET /api/dependence-help: whether the dashboard offers the quitline card (P8). */
export async function getDependenceHelp({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DependenceHelp> {
  // An offer, not a page: when it cannot be read the dashboard simply shows no card.
  return apiRequest('/dependence-help', { schema: dependenceHelpSchema, signal, notify: false });
}

// Under the cravings' prefix: a new craving may tip the day over ten.
export const dependenceHelpQuery = () =>
  queryOptions({
    queryKey: cravingKeys.dependenceHelp(),
    queryFn: ({ signal }) => getDependenceHelp({ signal }),
  });

export function useDependenceHelp() {
  return useQuery(dependenceHelpQuery());
}
