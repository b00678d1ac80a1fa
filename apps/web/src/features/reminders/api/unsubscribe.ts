import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const reminderStateSchema = lazySchema(() =>
  import('@quit/contracts/reminders').then((m) => m.reminderStateSchema),
);

/** Turns reminder mails off with the token of the mailed link; no session needed. */
export async function unsubscribeReminders(token: string) {
  return apiRequest('/reminders/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: reminderStateSchema,
    notify: false,
  });
}

export function useUnsubscribeReminders() {
  return useMutation({ mutationFn: unsubscribeReminders });
}
