import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundraiserPage, FundraiserPhotoRequest } from '@quit/contracts/fundraiser';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { donationKeys, fundraiserPageKeys } from '@/lib/query-keys';

const fundraiserPageSchema = lazySchema(() =>
  import('@quit/contracts/fundraiser').then((m) => m.fundraiserPageSchema),
);

const PATH = '/participant/fundraiser';

export async function getFundraiserPage({
  signal,
}: { signal?: AbortSignal } = {}): Promise<FundraiserPage> {
  // The editor stays hidden when its settings cannot be read; the dashboard says the rest.
  return apiRequest(PATH, { schema: fundraiserPageSchema, signal, notify: false });
}

export const fundraiserPageQuery = () =>
  queryOptions({
    queryKey: fundraiserPageKeys.page(),
    queryFn: ({ signal }) => getFundraiserPage({ signal }),
  });

export function useFundraiserPage() {
  return useQuery(fundraiserPageQuery());
}

export async function saveStory(story: string | null) {
  return apiRequest(`${PATH}/story`, {
    method: 'PUT',
    body: { story },
    schema: fundraiserPageSchema,
    notify: false,
  });
}

export async function savePhoto(photo: FundraiserPhotoRequest) {
  return apiRequest(`${PATH}/photo`, {
    method: 'PUT',
    body: photo,
    schema: fundraiserPageSchema,
    notify: false,
  });
}

export async function removePhoto() {
  return apiRequest(`${PATH}/photo`, { method: 'DELETE', schema: fundraiserPageSchema });
}

function useSave<T>(send: (input: T) => Promise<FundraiserPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (page) => {
      queryClient.setQueryData(fundraiserPageQuery().queryKey, page);
      // The public page shows the story too.
      await queryClient.invalidateQueries({ queryKey: donationKeys.fundraisers });
    },
  });
}

export function useSaveStory() {
  return useSave(saveStory);
}

export function useSavePhoto() {
  return useSave(savePhoto);
}

export function useRemovePhoto() {
  return useSave(removePhoto);
}

/** The participant's own photo, also while it waits for approval. */
export const OWN_PHOTO_URL = `/api${PATH}/photo`;
