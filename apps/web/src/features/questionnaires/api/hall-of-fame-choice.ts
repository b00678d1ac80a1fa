import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HallOfFameChoice } from '@quit/contracts/questionnaires';
import { apiRequest } from '@/lib/api-client';

const key = ['participant', 'hall-of-fame'] as const;

async function getChoice({ signal }: { signal?: AbortSignal } = {}): Promise<HallOfFameChoice> {
  const { hallOfFameChoiceSchema } = await import('@quit/contracts/questionnaires');
  return apiRequest('/participant/hall-of-fame', { schema: hallOfFameChoiceSchema, signal });
}

export function useHallOfFameChoice() {
  return useQuery(queryOptions({ queryKey: key, queryFn: ({ signal }) => getChoice({ signal }) }));
}

export function useChooseHallOfFame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: HallOfFameChoice) => {
      const { hallOfFameChoiceSchema } = await import('@quit/contracts/questionnaires');
      return apiRequest('/participant/hall-of-fame', {
        method: 'PUT',
        body: choice,
        schema: hallOfFameChoiceSchema,
      });
    },
    onSuccess: (choice) => queryClient.setQueryData(key, choice),
  });
}
