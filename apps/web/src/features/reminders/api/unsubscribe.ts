import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Turns reminder mails off with the token of the mailed link; no session needed. */
export async function unsubscribeReminders(token: string) {
  const { reminderStateSchema } = await import('@quit/contracts/reminders');
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
