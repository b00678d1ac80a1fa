import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseTodoRequest, Todo, Todos } from '@quit/contracts/programme';
import { apiRequest } from '@/lib/api-client';
import { useLanguage } from '@/lib/format';
import { lazySchema } from '@/lib/lazy-schema';
import { programmeKeys } from '@/lib/query-keys';

const todoSchema = lazySchema(() => import('@quit/contracts/programme').then((m) => m.todoSchema));

/** Ticks or unticks a to-do of the current course; the answer is the to-do as stored. */
export async function setTodo(request: CourseTodoRequest): Promise<Todo> {
  // The list says "Todo could not be set" itself, next to the box that sprang back.
  return apiRequest('/course-todo', {
    method: 'PUT',
    body: request,
    schema: todoSchema,
    notify: false,
  });
}

const withTodo = (todos: Todos | undefined, id: string, change: Partial<Todo>) =>
  todos && { ...todos, todos: todos.todos.map((t) => (t.id === id ? { ...t, ...change } : t)) };

/** Optimistic: the box changes at once and springs back when the API refuses. */
export function useSetTodo(resourceId: string) {
  const queryClient = useQueryClient();
  const queryKey = programmeKeys.todos(useLanguage(), resourceId);
  return useMutation({
    mutationFn: setTodo,
    onMutate: async ({ todoId, ticked }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<Todos>(queryKey);
      queryClient.setQueryData<Todos>(queryKey, (todos) => withTodo(todos, todoId, { ticked }));
      return { previous };
    },
    onError: (_error, _request, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
    },
    onSuccess: (todo) => {
      queryClient.setQueryData<Todos>(queryKey, (todos) => withTodo(todos, todo.id, todo));
    },
  });
}
