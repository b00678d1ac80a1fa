import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HallOfFameChoice } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const hallOfFameChoiceSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.hallOfFameChoiceSchema),
);

/** Whether the participant, having passed, is shown in the landing page's hall of fame. */
export async function getHallOfFameChoice({
  signal,
}: { signal?: AbortSignal } = {}): Promise<HallOfFameChoice> {
  return apiRequest('/participant/hall-of-fame', { schema: hallOfFameChoiceSchema, signal });
}

export async function chooseHallOfFame(choice: HallOfFameChoice) {
  return apiRequest('/participant/hall-of-fame', {
    method: 'PUT',
    body: choice,
    schema: hallOfFameChoiceSchema,
  });
}

export const hallOfFameChoiceQuery = () =>
  queryOptions({
    queryKey: questionnaireKeys.hallOfFameChoice(),
    queryFn: ({ signal }) => getHallOfFameChoice({ signal }),
  });

export function useHallOfFameChoice() {
  return useQuery(hallOfFameChoiceQuery());
}

export function useChooseHallOfFame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseHallOfFame,
    onSuccess: (choice) => queryClient.setQueryData(hallOfFameChoiceQuery().queryKey, choice),
  });
}
