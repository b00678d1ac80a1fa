// Progress as counts (A4: what supporters may see) and the smoke-free diary days (C5). Only
// numbers leave this file: never a diary field.
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { ProgrammeCounts } from '@quit/contracts/programme';
import { countSmokeFreeDays } from '@quit/domain/diary-entry';
import type { Db } from '../../db/client';
import { diaryEntries, participantBadges, watchProgress } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export async function programmeCounts(db: Reader, courseId: string): Promise<ProgrammeCounts> {
  const [watched] = await db
    .select({ n: count() })
    .from(watchProgress)
    .where(and(eq(watchProgress.courseId, courseId), isNotNull(watchProgress.watchedAt)));
  const [kept] = await db
    .select({ n: count() })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, courseId));
  const [badges] = await db
    .select({ n: count() })
    .from(participantBadges)
    .where(eq(participantBadges.courseId, courseId));
  return {
    seminarsWatched: watched?.n ?? 0,
    diaryDaysKept: kept?.n ?? 0,
    badgesEarned: badges?.n ?? 0,
  };
}

/** C5: diary entries of the course that say "not smoked since the last entry". */
export async function smokeFreeDiaryDays(db: Reader, courseId: string): Promise<number> {
  const entries = await db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, courseId));
  return countSmokeFreeDays(entries);
}
