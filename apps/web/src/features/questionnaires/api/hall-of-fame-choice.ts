import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HallOfFameChoice } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

const hallOfFameChoiceSchema = lazySchema(() =>
  import('@quit/contracts/questionnaires').then((m) => m.hallOfFameChoiceSchema),
);

const key = ['participant', 'hall-of-fame'] as const;

async function getChoice({ signal }: { signal?: AbortSignal } = {}): Promise<HallOfFameChoice> {
  return apiRequest('/participant/hall-of-fame', { schema: hallOfFameChoiceSchema, signal });
}

export function useHallOfFameChoice() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => getChoice({ signal }) }));
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
    onSuccess: (choice) => queryClient.setQueryData(key, choice),
  });
}
