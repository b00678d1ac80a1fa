// Progress as counts (A4: what supporters may see) and the smoke-free diary days (C5). Only
// numbers leave this file: never a diary field, and no smoke-free badge (C9: it would tell of a slip).
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProgrammeCounts } from '@quit/contracts/programme';
import { SMOKE_FREE_BADGES } from '@quit/domain/badges';
import { countSmokeFreeDays } from '@quit/domain/diary-entry';
import type { Db } from '../../db/client';
import { courses, diaryEntries, participantBadges, watchProgress } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export async function programmeCounts(db: Reader, courseId: string): Promise<ProgrammeCounts> {
  return (await manyProgrammeCounts(db, [courseId])).get(courseId)!;
}

/** The counts of several courses in one statement (no query per course). */
export async function manyProgrammeCounts(
  db: Reader,
  courseIds: readonly string[],
): Promise<Map<string, ProgrammeCounts>> {
  const result = new Map<string, ProgrammeCounts>(
    courseIds.map((id) => [id, { seminarsWatched: 0, diaryDaysKept: 0, badgesEarned: 0 }]),
  );
  if (courseIds.length === 0) return result;
  const ids = [...new Set(courseIds)];
  const rows = await db
    .select({
      courseId: courses.id,
      watched:
        sql<number>`(select count(*) from ${watchProgress} where ${watchProgress.courseId} = ${courses.id} and ${watchProgress.watchedAt} is not null)`.mapWith(
          Number,
        ),
      kept: sql<number>`(select count(*) from ${diaryEntries} where ${diaryEntries.courseId} = ${courses.id})`.mapWith(
        Number,
      ),
      badges:
        sql<number>`(select count(*) from ${participantBadges} where ${and(eq(participantBadges.courseId, courses.id), notInArray(participantBadges.badge, [...SMOKE_FREE_BADGES]))})`.mapWith(
          Number,
        ),
    })
    .from(courses)
    .where(inArray(courses.id, ids));
  for (const row of rows) {
    result.set(row.courseId, {
      seminarsWatched: row.watched,
      diaryDaysKept: row.kept,
      badgesEarned: row.badges,
    });
  }
  return result;
}

/** C5: diary entries of the course that say "not smoked since the last entry". */
export async function smokeFreeDiaryDays(db: Reader, courseId: string): Promise<number> {
  const entries = await db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, courseId));
  return countSmokeFreeDays(entries);
}
