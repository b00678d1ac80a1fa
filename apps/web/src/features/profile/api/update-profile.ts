import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@quit/contracts/profile';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { profileKeys } from '@/lib/query-keys';
import { profilePath, profileQuery, type ProfileSource } from './get-profile';

const profileResponseSchema = lazySchema(() =>
  import('@quit/contracts/profile').then((m) => m.profileResponseSchema),
);

type UpdateProfile = { source: ProfileSource; profile: ProfileUpdate };

export async function updateProfile({ source, profile }: UpdateProfile) {
  // The form places INVALID_PHONE and TOO_YOUNG next to their fields itself.
  return apiRequest(profilePath[source], {
    method: 'PUT',
    body: profile,
    schema: profileResponseSchema,
    notify: false,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile, { source }) => {
      queryClient.setQueryData(profileQuery(source).queryKey, profile);
      // Both addresses show the same person: the other one is out of date now.
      await queryClient.invalidateQueries({
        queryKey: profileKeys.all,
        predicate: (query) => query.queryKey[1] !== source,
      });
    },
  });
}
