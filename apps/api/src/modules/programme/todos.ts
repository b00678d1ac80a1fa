// To-dos per seminar, ticked per course (spec §4): GET /api/todo/{resourceId}, PUT /api/course-todo.
import { and, eq } from 'drizzle-orm';
import type { Todo, Todos } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import { courseTodoTicks, seminars, seminarTodos } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ProgrammeDeps } from './deps';
import { isUuid, selectedSeminar } from './progress';
import { runningCourse } from './running-course';
import { contentShown } from './seminar-content';
import { todosOf } from './seminar-views';

export async function seminarTodosView(
  deps: ProgrammeDeps,
  participantId: string,
  seminarId: string,
  language: Language,
): Promise<Todos> {
  const seminar = await selectedSeminar(deps, seminarId);
  const { course, dayReached } = await runningCourse(deps, participantId);
  if (seminar.day > dayReached) throw new AppError('DAY_NOT_REACHED');
  const shown = (await contentShown(deps.db, course.id, [seminar.id])).get(seminar.id);
  const versions = new Map([[seminar.id, shown?.versionId ?? null]]);
  const todos = await todosOf(deps.db, course.id, versions, language);
  return { resourceId: seminar.id, todos: todos.get(seminar.id) ?? [] };
}

/** Ticks or unticks a to-do of a day reached; setting the same state twice changes nothing. */
export async function setTodo(
  deps: ProgrammeDeps,
  participantId: string,
  todoId: string,
  ticked: boolean,
  language: Language,
): Promise<Todo> {
  const { course, dayReached, now } = await runningCourse(deps, participantId, {
    refusal: 'TODO_FAILED',
  });
  if (!isUuid(todoId)) throw new AppError('TODO_FAILED', { detail: 'not a to-do id' });
  const [row] = await deps.db
    .select({ todo: seminarTodos, day: seminars.day })
    .from(seminarTodos)
    .innerJoin(seminars, eq(seminars.id, seminarTodos.seminarId))
    .where(eq(seminarTodos.id, todoId));
  if (!row) throw new AppError('TODO_FAILED', { detail: 'unknown to-do' });
  if (row.day > dayReached) throw new AppError('TODO_FAILED', { detail: 'day not reached' });
  const shown = (await contentShown(deps.db, course.id, [row.todo.seminarId])).get(
    row.todo.seminarId,
  );
  if ((shown?.versionId ?? null) !== row.todo.versionId) {
    throw new AppError('TODO_FAILED', { detail: 'not a to-do of the version the course shows' });
  }
  if (ticked) {
    await deps.db
      .insert(courseTodoTicks)
      .values({ courseId: course.id, todoId, tickedAt: now })
      .onConflictDoNothing();
  } else {
    await deps.db
      .delete(courseTodoTicks)
      .where(and(eq(courseTodoTicks.courseId, course.id), eq(courseTodoTicks.todoId, todoId)));
  }
  return { id: row.todo.id, text: row.todo.text[language], ticked };
}
