import { useMutation } from '@tanstack/react-query';
import type { InviteRequest } from '@quit/contracts/money';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const okSchema = lazySchema(() => import('@quit/contracts/account').then((m) => m.okSchema));

/** "Support a friend": mails the participant's fundraiser link to someone. */
export async function sendInvite(request: InviteRequest) {
  // The form shows a refused address at its field itself.
  return apiRequest('/participant/invite', {
    method: 'POST',
    body: request,
    schema: okSchema,
    notify: false,
  });
}

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
