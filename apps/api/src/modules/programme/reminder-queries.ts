// What the reminder mails need to know about a course's programme: whether a day's diary is
// written, and which seminars of the days reached are still unwatched. Only yes/no and titles
// leave this file, never a diary field.
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { diaryEntries, seminars, watchProgress } from '../../db/schema';
import { contentShown, textIn } from './seminar-content';

type Reader = Pick<Db, 'select'>;

export async function hasDiaryEntry(db: Reader, courseId: string, day: number): Promise<boolean> {
  const [row] = await db
    .select({ day: diaryEntries.day })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.courseId, courseId), eq(diaryEntries.day, day)));
  return row !== undefined;
}

export type UnwatchedSeminar = { day: number; slot: 'morning' | 'evening'; title: string };

/** Seminars of days 1…`upToDay` not yet watched in this course, in programme order. */
export async function unwatchedSeminars(
  db: Reader,
  courseId: string,
  upToDay: number,
  language: Language,
): Promise<UnwatchedSeminar[]> {
  const rows = await db
    .select({ id: seminars.id, day: seminars.day, slot: seminars.slot })
    .from(seminars)
    .leftJoin(
      watchProgress,
      and(
        eq(watchProgress.seminarId, seminars.id),
        eq(watchProgress.courseId, courseId),
        isNotNull(watchProgress.watchedAt),
      ),
    )
    .where(and(lte(seminars.day, upToDay), sql`${watchProgress.seminarId} is null`))
    .orderBy(asc(seminars.day), sql`${seminars.slot} = 'evening'`);
  const contents = await contentShown(
    db,
    courseId,
    rows.map((r) => r.id),
  );
  return rows.flatMap(({ id, day, slot }) => {
    const content = contents.get(id);
    return content ? [{ day, slot, title: textIn(content, language).title }] : [];
  });
}
