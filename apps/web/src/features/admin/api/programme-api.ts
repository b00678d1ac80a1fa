// The console's calls for the programme editor (/api/admin/programme/...; record 0069). Texts
// and captions go as JSON; a video goes as the request's body, so it has its own fetch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSeminar, SeminarTextsRequest } from '@quit/contracts/admin-programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { ApiError, fallbackErrorCode, parseErrorBody } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import { lazySchema } from '@/lib/lazy-schema';
import { adminKeys } from '@/lib/query-keys';

const adminProgrammeSchema = lazySchema(() =>
  import('@quit/contracts/admin-programme').then((m) => m.adminProgrammeSchema),
);
const adminSeminarSchema = lazySchema(() =>
  import('@quit/contracts/admin-programme').then((m) => m.adminSeminarSchema),
);
const publishResponseSchema = lazySchema(() =>
  import('@quit/contracts/admin-programme').then((m) => m.publishResponseSchema),
);

type Signal = { signal?: AbortSignal };
const seminarPath = (seminarId: string) =>
  `/admin/programme/seminars/${encodeURIComponent(seminarId)}`;

export async function getProgramme({ signal }: Signal = {}) {
  return apiRequest('/admin/programme/seminars', { schema: adminProgrammeSchema, signal });
}
export const programmeQuery = () =>
  queryOptions({
    queryKey: adminKeys.programme(),
    queryFn: ({ signal }) => getProgramme({ signal }),
  });
export function useProgramme() {
  return useQuery(programmeQuery());
}

export async function getSeminar(seminarId: string, { signal }: Signal = {}) {
  return apiRequest(seminarPath(seminarId), { schema: adminSeminarSchema, signal });
}
export const seminarQuery = (seminarId: string) =>
  queryOptions({
    queryKey: adminKeys.seminar(seminarId),
    queryFn: ({ signal }) => getSeminar(seminarId, { signal }),
  });
export function useSeminar(seminarId: string) {
  return useQuery(seminarQuery(seminarId));
}

export async function saveTexts(input: {
  seminarId: string;
  language: Language;
  texts: SeminarTextsRequest;
}) {
  return apiRequest(`${seminarPath(input.seminarId)}/draft/texts/${input.language}`, {
    method: 'PUT',
    notify: false,
    body: input.texts,
    schema: adminSeminarSchema,
  });
}

export async function saveCaptions(input: { seminarId: string; language: Language; text: string }) {
  return apiRequest(`${seminarPath(input.seminarId)}/draft/captions/${input.language}`, {
    method: 'PUT',
    notify: false,
    body: { text: input.text },
    schema: adminSeminarSchema,
  });
}

/** The video file as the body; its length in whole seconds (read by the browser) in the query. */
export async function uploadVideo(input: {
  seminarId: string;
  file: Blob;
  durationSeconds: number;
}): Promise<AdminSeminar> {
  const url = `/api${seminarPath(input.seminarId)}/draft/video?durationSeconds=${input.durationSeconds}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        'Content-Type': input.file.type,
        'X-Language': currentLanguage(),
      },
      body: input.file,
      credentials: 'include',
    });
  } catch (error) {
    throw new ApiError({ code: 'INTERNAL', message: '' }, 0, { cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      parseErrorBody(body) ?? { code: fallbackErrorCode(response.status), message: '' },
      response.status,
    );
  }
  return (await adminSeminarSchema()).parse(body);
}

export async function publishDraft(input: { seminarId: string; applyToRunning: boolean }) {
  return apiRequest(`${seminarPath(input.seminarId)}/draft/publish`, {
    method: 'POST',
    notify: false,
    body: { applyToRunning: input.applyToRunning },
    schema: publishResponseSchema,
  });
}

export async function discardDraft(seminarId: string) {
  return apiRequest(`${seminarPath(seminarId)}/draft`, {
    method: 'DELETE',
    notify: false,
    schema: adminSeminarSchema,
  });
}

function useEdit<T, R>(request: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.programme() }),
  });
}

export const useSaveTexts = () => useEdit(saveTexts);
export const useSaveCaptions = () => useEdit(saveCaptions);
export const useUploadVideo = () => useEdit(uploadVideo);
export const usePublishDraft = () => useEdit(publishDraft);
export const useDiscardDraft = () => useEdit(discardDraft);
