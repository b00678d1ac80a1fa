import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Todo, Todos } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const todosSchema = lazySchema(() =>
  import('@quit/contracts/programme').then((m) => m.todosSchema),
);

/** A seminar's to-dos with their ticks in the current course. */
export async function getTodos(
  resourceId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Todos> {
  return apiRequest(`/todo/${encodeURIComponent(resourceId)}`, { schema: todosSchema, signal });
}

export const todosQuery = (language: Language, resourceId: string) =>
  queryOptions({
    queryKey: programmeKeys.todos(language, resourceId),
    queryFn: ({ signal }) => getTodos(resourceId, { signal }),
  });

/**
 * The seminar already carries its to-dos: they seed the query, which then is the one place
 * a tick changes (the dashboard's task panel and the player show the same list).
 */
export function useTodos(resourceId: string, initial: { todos: Todo[]; loadedAt: number }) {
  return useQuery({
    ...todosQuery(useLanguage(), resourceId),
    initialData: { resourceId, todos: initial.todos },
    initialDataUpdatedAt: initial.loadedAt,
  });
}
