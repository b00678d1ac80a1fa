import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@quit/contracts/profile';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { profileKeys } from '@/lib/query-keys';

const reminderStateSchema = lazySchema(() =>
  import('@quit/contracts/reminders').then((m) => m.reminderStateSchema),
);

export async function updateReminders(enabled: boolean) {
  return apiRequest('/participant/reminders', {
    method: 'PUT',
    body: { enabled },
    schema: reminderStateSchema,
  });
}

/** Saves at once; both cached profiles (participant and user) take the new value. */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: ({ reminders }) => {
      queryClient.setQueriesData<ProfileResponse>({ queryKey: profileKeys.all }, (profile) =>
        profile === undefined ? profile : { ...profile, reminders },
      );
    },
  });
}
