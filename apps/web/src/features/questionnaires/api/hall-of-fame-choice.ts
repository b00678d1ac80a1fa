import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HallOfFameChoice } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { questionnaireKeys } from '@/lib/query-keys';

const hallOfFameChoiceSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.hallOfFameChoiceSchema),
);

async function getChoice({ signal }: { signal?: AbortSignal } = {}): Promise<HallOfFameChoice> {
  return apiRequest('/participant/hall-of-fame', { schema: hallOfFameChoiceSchema, signal });
}

export function useHallOfFameChoice() {
  return useQuery(
    queryOptions({
      queryKey: questionnaireKeys.hallOfFameChoice(),
      queryFn: ({ signal }) => getChoice({ signal }),
    }),
  );
}

export function useChooseHallOfFame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: HallOfFameChoice) => {
      return apiRequest('/participant/hall-of-fame', {
        method: 'PUT',
        body: choice,
        schema: hallOfFameChoiceSchema,
      });
    },
    onSuccess: (choice) => queryClient.setQueryData(questionnaireKeys.hallOfFameChoice(), choice),
  });
}
