import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireStatus } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const questionnaireStatusesSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.questionnaireStatusesSchema),
);

/** Every questionnaire with how far the participant got and whether it is asked for now. */
export async function getQuestionnaireStatuses({ signal }: { signal?: AbortSignal } = {}): Promise<
  QuestionnaireStatus[]
> {
  // A prompt on the dashboard: a failure there is no reason for a toast.
  return apiRequest('/participantquestionnaire', {
    schema: questionnaireStatusesSchema,
    signal,
    notify: false,
  });
}

export const questionnaireStatusesQuery = (language: Language) =>
  queryOptions({
    queryKey: questionnaireKeys.statuses(language),
    queryFn: ({ signal }) => getQuestionnaireStatuses({ signal }),
  });

export function useQuestionnaireStatuses() {
  return useQuery(questionnaireStatusesQuery(useLanguage()));
}
