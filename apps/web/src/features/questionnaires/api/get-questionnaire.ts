import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireView } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const questionnaireSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.questionnaireSchema),
);

/** A questionnaire's questions in the UI language. */
export async function getQuestionnaire(
  name: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<QuestionnaireView> {
  return apiRequest(`/questionnaire/${encodeURIComponent(name)}`, {
    schema: questionnaireSchema,
    signal,
  });
}

export const questionnaireQuery = (language: Language, name: string) =>
  queryOptions({
    queryKey: questionnaireKeys.definition(language, name),
    queryFn: ({ signal }) => getQuestionnaire(name, { signal }),
    staleTime: Infinity,
  });

export function useQuestionnaire(name: string) {
  return useQuery(questionnaireQuery(useLanguage(), name));
}
