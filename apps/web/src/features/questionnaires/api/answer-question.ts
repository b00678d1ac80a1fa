import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerRequest, ParticipantQuestionnaire } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { ensureHealthConsent } from '@/lib/health-consent';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const participantQuestionnaireSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.participantQuestionnaireSchema),
);

/** Stores one answer; a later answer to the same question replaces it. */
export async function answerQuestion(request: AnswerRequest): Promise<ParticipantQuestionnaire> {
  // The slides show a refusal beside the question.
  // Health data: stored only with the participant's consent (asked once, in a dialog).
  await ensureHealthConsent();
  return apiRequest('/participantquestionnaire/answer', {
    method: 'POST',
    body: request,
    schema: participantQuestionnaireSchema,
    notify: false,
  });
}

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.motivation() });
    },
  });
}
