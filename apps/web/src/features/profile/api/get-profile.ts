import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@quit/contracts/profile';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { profileKeys } from '@/lib/query-keys';

const profileResponseSchema = lazySchema(() =>
  import('@quit/contracts/profile').then((m) => m.profileResponseSchema),
);

/** Participants edit theirs at /api/participant; any signed-in user at /api/user/profile. */
export type ProfileSource = 'participant' | 'user';

export const profilePath: Record<ProfileSource, string> = {
  participant: '/participant',
  user: '/user/profile',
};

export async function getProfile(
  source: ProfileSource,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProfileResponse> {
  return apiRequest(profilePath[source], { schema: profileResponseSchema, signal });
}

export const profileQuery = (source: ProfileSource) =>
  queryOptions({
    queryKey: profileKeys.profile(source),
    queryFn: ({ signal }) => getProfile(source, { signal }),
  });

export function useProfile(source: ProfileSource) {
  return useQuery(profileQuery(source));
}
