import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Badges } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const badgesSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.badgesSchema),
);

/** Badges earned in the current (or last) course, each with its course day. */
export async function getBadges({ signal }: { signal?: AbortSignal } = {}): Promise<Badges> {
  return apiRequest('/participant/badges', { schema: badgesSchema, signal, notify: false });
}

// Under the programme's prefix (lib/query-keys): a new diary entry may earn one.
export const badgesQuery = () =>
  queryOptions({
    queryKey: questionnaireKeys.badges(),
    queryFn: ({ signal }) => getBadges({ signal }),
  });

export function useBadges() {
  return useQuery(badgesQuery());
}
