// Badges are stored when what earns them is written (a diary entry, a watched seminar, a passed
// test), in the same transaction, so a badge stays earned with its day even if an entry changes
// later. Reading badges never writes (A7: a GET changes nothing).
import { and, eq, isNotNull } from 'drizzle-orm';
import { earnedBadges, type EarnedBadge } from '@quit/domain/badges';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import type { Db, Tx } from '../../db/client';
import {
  courses,
  diaryEntries,
  participantBadges,
  profiles,
  seminars,
  watchProgress,
} from '../../db/schema';

const PASSED = ['passed', 'paid_out'];

/** What the course's diary, seminars and outcome earn now (not what is stored). */
export async function badgesEarnedNow(db: Db | Tx, courseId: string): Promise<EarnedBadge[]> {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) return [];
  const [profile] =
    course.participantId === null
      ? []
      : await db
          .select({ timeZone: profiles.timeZone })
          .from(profiles)
          .where(eq(profiles.userId, course.participantId));
  const timeZone = timeZoneOf(profile?.timeZone);
  const entries = await db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, courseId));
  const views = await db
    .select({ seminarDay: seminars.day, watchedAt: watchProgress.watchedAt })
    .from(watchProgress)
    .innerJoin(seminars, eq(seminars.id, watchProgress.seminarId))
    .where(and(eq(watchProgress.courseId, courseId), isNotNull(watchProgress.watchedAt)));
  const startDate = course.startDate;
  const watched =
    startDate === null
      ? []
      : views.map((view) => ({
          seminarDay: view.seminarDay,
          watchedOnDay: courseDay(startDate, dateInTimeZone(view.watchedAt!, timeZone)),
        }));
  return earnedBadges({ entries, watched, testPassed: PASSED.includes(course.state) });
}

/** Stores every badge the course has earned by now; those already stored keep their day. */
export async function awardBadges(db: Db | Tx, courseId: string, now: Date): Promise<void> {
  const earned = await badgesEarnedNow(db, courseId);
  if (earned.length === 0) return;
  await db
    .insert(participantBadges)
    .values(earned.map((e) => ({ courseId, badge: e.badge, day: e.day, earnedAt: now })))
    .onConflictDoNothing();
}
