import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import type { Todo } from '@quit/contracts/programme';
import { useTranslation } from '@/lib/use-translation';
import { useTodos } from '../api/get-todos';
import { useSetTodo } from '../api/set-todo';

type TodoListProps = {
  seminarId: string;
  /** The seminar's title, to name the list. */
  title: string;
  todos: Todo[];
  loadedAt: number;
};

/** A seminar's to-dos as checkboxes: a tick shows at once and springs back if it fails. */
export function TodoList({ seminarId, title, todos: initial, loadedAt }: TodoListProps) {
  const { t } = useTranslation(['programme', 'errors']);
  const { data } = useTodos(seminarId, { todos: initial, loadedAt });
  const setTodo = useSetTodo(seminarId);
  const todos = data.todos;
  if (todos.length === 0) return <Text size="sm">{t('todos.none')}</Text>;
  return (
    <Stack gap="xs">
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('todos.list_label', { title })}
      >
        {todos.map((todo) => (
          <li key={todo.id}>
            <Checkbox
              label={todo.text}
              checked={todo.ticked}
              onChange={(event) => {
                // One request per to-do at a time, so answers cannot overtake each other.
                if (setTodo.isPending && setTodo.variables.todoId === todo.id) return;
                setTodo.mutate({ todoId: todo.id, ticked: event.currentTarget.checked });
              }}
            />
          </li>
        ))}
      </Stack>
      {setTodo.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="todo-error">
          {t('errors:TODO_FAILED')}
        </Alert>
      )}
    </Stack>
  );
}
