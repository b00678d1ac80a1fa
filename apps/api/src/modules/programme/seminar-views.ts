// Seminars as the participant sees them: texts in the request's language, media URLs, and the
// course's watch progress and ticked to-dos.
import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Seminar, Todo } from '@quit/contracts/programme';
import { LANGUAGES, type Language } from '@quit/domain/constants';
import type { VersionRef } from '@quit/domain/seminar-versions';
import type { Db } from '../../db/client';
import { courseTodoTicks, seminars, seminarTodos, watchProgress } from '../../db/schema';
import type { Catalogue } from './catalogue';
import { contentShown, textIn } from './seminar-content';

type Reader = Pick<Db, 'select'>;

/** Same-origin media URL; the version makes it content-addressed (long-cached, see media.ts). */
export function mediaUrl(key: string, version: string): string {
  return `/api/media/${key}?v=${encodeURIComponent(version)}`;
}

/** The to-dos of the version each seminar shows (`versions`: seminar id → version). */
export async function todosOf(
  db: Reader,
  courseId: string,
  versions: Map<string, VersionRef>,
  language: Language,
  catalogue?: Catalogue,
): Promise<Map<string, Todo[]>> {
  const seminarIds = [...versions.keys()];
  const bySeminar = new Map<string, Todo[]>(seminarIds.map((id) => [id, []]));
  if (seminarIds.length === 0) return bySeminar;
  const rows = catalogue
    ? await ticked(db, courseId, catalogue, versions)
    : await db
        .select({ todo: seminarTodos, tickedAt: courseTodoTicks.tickedAt })
        .from(seminarTodos)
        .leftJoin(
          courseTodoTicks,
          and(eq(courseTodoTicks.todoId, seminarTodos.id), eq(courseTodoTicks.courseId, courseId)),
        )
        .where(inArray(seminarTodos.seminarId, seminarIds))
        .orderBy(asc(seminarTodos.position));
  for (const { todo, tickedAt } of rows) {
    if (todo.versionId !== versions.get(todo.seminarId)) continue;
    bySeminar
      .get(todo.seminarId)
      ?.push({ id: todo.id, text: todo.text[language], ticked: tickedAt !== null });
  }
  return bySeminar;
}

/** The catalogue's to-dos of the versions shown, with the course's ticks (one statement). */
async function ticked(
  db: Reader,
  courseId: string,
  catalogue: Catalogue,
  versions: Map<string, VersionRef>,
) {
  const shown = catalogue.todos.filter(
    (todo) => versions.has(todo.seminarId) && todo.versionId === versions.get(todo.seminarId),
  );
  if (shown.length === 0) return [];
  const ticks = await db
    .select({ todoId: courseTodoTicks.todoId, tickedAt: courseTodoTicks.tickedAt })
    .from(courseTodoTicks)
    .where(
      and(
        eq(courseTodoTicks.courseId, courseId),
        inArray(
          courseTodoTicks.todoId,
          shown.map((todo) => todo.id),
        ),
      ),
    );
  const tickedAt = new Map(ticks.map((tick) => [tick.todoId, tick.tickedAt]));
  return shown.map((todo) => ({ todo, tickedAt: tickedAt.get(todo.id) ?? null }));
}

/** The course's seminars matching `where` (days reached, ids, …), by day then morning first. */
export async function seminarViews(
  db: Reader,
  courseId: string,
  language: Language,
  where: { maxDay: number; days?: number[]; ids?: string[]; unwatchedOnly?: boolean },
  catalogue?: Catalogue,
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
  const contents = await contentShown(db, courseId, ids, catalogue);
  const versions = new Map([...contents.values()].map((c) => [c.seminarId, c.versionId]));
  const todos = await todosOf(db, courseId, versions, language, catalogue);
  return shown.map(({ seminar, progress }) => {
    const content = contents.get(seminar.id);
    if (!content) throw new Error(`seminar ${seminar.id} vanished`);
    const text = textIn(content, language);
    const position = progress?.maxPositionSeconds ?? 0;
    return {
      id: seminar.id,
      day: seminar.day,
      slot: seminar.slot,
      title: text.title,
      description: text.description,
      keyPoints: text.keyPoints,
      videoUrl: mediaUrl(content.videoKey, content.videoVersion),
      captions: LANGUAGES.flatMap((captionsLanguage) => {
        const own = content.texts[captionsLanguage];
        return own
          ? [
              {
                language: captionsLanguage,
                url: mediaUrl(own.captionsKey, own.captionsVersion),
                default: captionsLanguage === language,
              },
            ]
          : [];
      }),
      durationSeconds: content.durationSeconds,
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
