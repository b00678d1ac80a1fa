import { useMutation } from '@tanstack/react-query';
import type { FollowLink } from '@quit/contracts/followers';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const acceptedSchema = lazySchema(() =>
  import('@quit/contracts/followers').then((m) => m.followAcceptedSchema),
);
const stateSchema = lazySchema(() =>
  import('@quit/contracts/followers').then((m) => m.followStateSchema),
);

/** POST /api/participant/{id}/follow: follow without giving; a confirm link is mailed. */
export function followFundraiser(participantId: string, email: string) {
  return apiRequest(`/participant/${encodeURIComponent(participantId)}/follow`, {
    method: 'POST',
    body: { email },
    schema: acceptedSchema,
    notify: false,
  });
}

export function useFollowFundraiser(participantId: string) {
  return useMutation({ mutationFn: (email: string) => followFundraiser(participantId, email) });
}

/** The signed links of follower mails: confirm, or unsubscribe; no session needed. */
export function useFollowLink(action: 'confirm' | 'unsubscribe') {
  return useMutation({
    mutationFn: (link: FollowLink) =>
      apiRequest(`/follow/${action}`, {
        method: 'POST',
        body: link,
        schema: stateSchema,
        notify: false,
      }),
  });
}
