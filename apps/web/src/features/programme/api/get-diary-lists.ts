import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListItem } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const listItemsSchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.listItemsSchema),
);

type DiaryList = 'symptom' | 'triggertype';

/** GET /api/symptom or /api/triggertype: the keys and labels (in the UI language) of a list. */
export async function getDiaryList(
  list: DiaryList,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListItem[]> {
  return apiRequest(`/${list}`, { schema: listItemsSchema, signal });
}

// The labels come in the request's language, so the language is part of the key.
export const diaryListQuery = (list: DiaryList, language: Language) =>
  queryOptions({
    queryKey: programmeKeys.list(language, list),
    queryFn: ({ signal }) => getDiaryList(list, { signal }),
    staleTime: Infinity,
  });

export function useDiaryList(list: DiaryList) {
  return useQuery(diaryListQuery(list, useLanguage()));
}
