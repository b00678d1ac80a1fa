// Badges: the domain's rules over the course's diary and outcome. What they earn is stored the
// first time it is seen, so a badge stays earned (with its day) even if an entry changes later.
import { asc, eq } from 'drizzle-orm';
import type { Badges } from '@quit/contracts/questionnaires';
import { earnedBadges } from '@quit/domain/badges';
import { diaryEntries, participantBadges } from '../../db/schema';
import { findOpenCourse, latestCourse } from '../course-row/current-course';
import type { QuestionnaireDeps } from './deps';

const PASSED = ['passed', 'paid_out'];

export async function participantBadgesView(
  deps: QuestionnaireDeps,
  userId: string,
): Promise<Badges> {
  const course = (await findOpenCourse(deps.db, userId)) ?? (await latestCourse(deps.db, userId));
  if (!course) return [];
  const entries = await deps.db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, course.id));
  const earned = earnedBadges({ entries, testPassed: PASSED.includes(course.state) });
  if (earned.length > 0) {
    await deps.db
      .insert(participantBadges)
      .values(earned.map((e) => ({ courseId: course.id, ...e, earnedAt: deps.clock.now() })))
      .onConflictDoNothing();
  }
  const rows = await deps.db
    .select()
    .from(participantBadges)
    .where(eq(participantBadges.courseId, course.id))
    .orderBy(asc(participantBadges.day), asc(participantBadges.earnedAt));
  return rows.map((row) => ({
    badge: row.badge,
    day: row.day,
    earnedAt: row.earnedAt.toISOString(),
  }));
}
