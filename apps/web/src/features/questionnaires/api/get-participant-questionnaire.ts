import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParticipantQuestionnaire } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const participantQuestionnaireSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.participantQuestionnaireSchema),
);

/** The participant's answers to a questionnaire, how far they got, and the results. */
export async function getParticipantQuestionnaire(
  name: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ParticipantQuestionnaire> {
  return apiRequest(`/participantquestionnaire/${encodeURIComponent(name)}`, {
    schema: participantQuestionnaireSchema,
    signal,
  });
}

export const participantQuestionnaireQuery = (language: Language, name: string) =>
  queryOptions({
    queryKey: questionnaireKeys.answers(language, name),
    queryFn: ({ signal }) => getParticipantQuestionnaire(name, { signal }),
  });

export function useParticipantQuestionnaire(name: string) {
  return useQuery(participantQuestionnaireQuery(useLanguage(), name));
}
