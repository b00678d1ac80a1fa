// Seminars as the participant sees them: texts in the request's language, media URLs, and the
// course's watch progress and ticked to-dos.
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Seminar, Todo } from '@quit/contracts/programme';
import type { Language } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import {
  courseTodoTicks,
  seminars,
  seminarTexts,
  seminarTodos,
  watchProgress,
} from '../../db/schema';

type Reader = Pick<Db, 'select'>;

/** Same-origin media URL; the version makes it content-addressed (long-cached, see media.ts). */
export function mediaUrl(key: string, version: string): string {
  return `/api/media/${key}?v=${encodeURIComponent(version)}`;
}

export async function todosOf(
  db: Reader,
  courseId: string,
  seminarIds: string[],
  language: Language,
): Promise<Map<string, Todo[]>> {
  const bySeminar = new Map<string, Todo[]>(seminarIds.map((id) => [id, []]));
  if (seminarIds.length === 0) return bySeminar;
  const rows = await db
    .select({ todo: seminarTodos, tickedAt: courseTodoTicks.tickedAt })
    .from(seminarTodos)
    .leftJoin(
      courseTodoTicks,
      and(eq(courseTodoTicks.todoId, seminarTodos.id), eq(courseTodoTicks.courseId, courseId)),
    )
    .where(inArray(seminarTodos.seminarId, seminarIds))
    .orderBy(asc(seminarTodos.position));
  for (const { todo, tickedAt } of rows) {
    bySeminar
      .get(todo.seminarId)
      ?.push({ id: todo.id, text: todo.text[language], ticked: tickedAt !== null });
  }
  return bySeminar;
}

/** The course's seminars matching `where` (days reached, ids, …), by day then morning first. */
export async function seminarViews(
  db: Reader,
  courseId: string,
  language: Language,
  where: { maxDay: number; days?: number[]; ids?: string[]; unwatchedOnly?: boolean },
): Promise<Seminar[]> {
  const conditions: SQL[] = [lte(seminars.day, where.maxDay)];
  if (where.days) conditions.push(inArray(seminars.day, where.days));
  if (where.ids) conditions.push(inArray(seminars.id, where.ids));
  const rows = await db
    .select({ seminar: seminars, progress: watchProgress })
    .from(seminars)
    .leftJoin(
      watchProgress,
      and(eq(watchProgress.seminarId, seminars.id), eq(watchProgress.courseId, courseId)),
    )
    .where(and(...conditions))
    .orderBy(asc(seminars.day));
  rows.sort((a, b) => a.seminar.day - b.seminar.day || slotOrder(a) - slotOrder(b));
  const shown = where.unwatchedOnly ? rows.filter((r) => !r.progress?.watchedAt) : rows;
  const ids = shown.map((r) => r.seminar.id);
  if (ids.length === 0) return [];
  const texts = await db.select().from(seminarTexts).where(inArray(seminarTexts.seminarId, ids));
  const todos = await todosOf(db, courseId, ids, language);
  return shown.map(({ seminar, progress }) => {
    const own = texts.find((t) => t.seminarId === seminar.id && t.language === language);
    const text = own ?? texts.find((t) => t.seminarId === seminar.id);
    if (!text) throw new Error(`seminar ${seminar.id} has no texts`);
    const position = progress?.maxPositionSeconds ?? 0;
    return {
      id: seminar.id,
      day: seminar.day,
      slot: seminar.slot,
      title: text.title,
      description: text.description,
      keyPoints: text.keyPoints,
      videoUrl: mediaUrl(seminar.videoKey, seminar.videoVersion),
      captions: texts
        .filter((t) => t.seminarId === seminar.id)
        .sort((a, b) => a.language.localeCompare(b.language))
        .map((t) => ({
          language: t.language,
          url: mediaUrl(t.captionsKey, t.captionsVersion),
          default: t.language === language,
        })),
      durationSeconds: seminar.durationSeconds,
      positionSeconds: position,
      watched: progress?.watchedAt != null,
      watchedAt: progress?.watchedAt?.toISOString() ?? null,
      todos: todos.get(seminar.id) ?? [],
    };
  });
}

function slotOrder(row: { seminar: { slot: 'morning' | 'evening' } }): number {
  return row.seminar.slot === 'morning' ? 0 : 1;
}
