// Record 0102: the console's photo queue — fundraiser page photos and update photos waiting for
// an operator — and the decision on each. Schemas load with the console only.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const pagePhotosSchema = lazySchema(() =>
  import('@quit/contracts/fundraiser').then((m) => m.pendingPhotosSchema),
);
const updatePhotosSchema = lazySchema(() =>
  import('@quit/contracts/followers').then((m) => m.pendingUpdatePhotosSchema),
);

export type PhotoDecision = 'approve' | 'reject';
/** One photo waiting: the page's (by participant) or an update's (by update). */
export type WaitingPhoto =
  | { kind: 'page'; id: string; participantId: string; displayName: string; at: string }
  | {
      kind: 'update';
      id: string;
      participantId: string;
      displayName: string;
      at: string;
      text: string;
    };

async function getWaitingPhotos({ signal }: { signal?: AbortSignal }): Promise<WaitingPhoto[]> {
  const [pages, updates] = await Promise.all([
    apiRequest('/admin/fundraiser/photos', { schema: pagePhotosSchema, signal }),
    apiRequest('/admin/fundraiser/update-photos', { schema: updatePhotosSchema, signal }),
  ]);
  const waiting: WaitingPhoto[] = [
    ...pages.photos.map((p) => ({
      kind: 'page' as const,
      id: p.participantId,
      participantId: p.participantId,
      displayName: p.displayName,
      at: p.updatedAt,
    })),
    ...updates.photos.map((u) => ({
      kind: 'update' as const,
      id: u.updateId,
      participantId: u.participantId,
      displayName: u.displayName,
      at: u.createdAt,
      text: u.text,
    })),
  ];
  // Oldest first: who waited longest is decided first.
  return waiting.sort((a, b) => a.at.localeCompare(b.at));
}

export const waitingPhotosQuery = () =>
  queryOptions({ queryKey: adminKeys.photos(), queryFn: getWaitingPhotos });

export function useWaitingPhotos() {
  return useQuery(waitingPhotosQuery());
}

/** The photo's path in the API (apiRequest's form, below `/api`). */
function photoPath(photo: Pick<WaitingPhoto, 'kind' | 'id'>): string {
  const id = encodeURIComponent(photo.id);
  return photo.kind === 'page'
    ? `/admin/fundraiser/photos/${id}`
    : `/admin/fundraiser/updates/${id}/photo`;
}

/** The photo's address for operators (every status; each view is audited). */
export function waitingPhotoUrl(photo: Pick<WaitingPhoto, 'kind' | 'id'>): string {
  return `/api${photoPath(photo)}`;
}

export function useDecidePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, decision }: { photo: WaitingPhoto; decision: PhotoDecision }) =>
      apiRequest(photoPath(photo), {
        method: 'PUT',
        body: { decision },
        notify: false,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.photos() }),
  });
}
