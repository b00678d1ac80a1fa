// The participant's badges: those stored when they were earned, and any the course's facts earn
// now that no write has stored yet (shown, not written: a GET changes nothing).
import { asc, eq } from 'drizzle-orm';
import type { Badges } from '@quit/contracts/questionnaires';
import { participantBadges } from '../../db/schema';
import { findOpenCourse, latestCourse } from '../course-row/current-course';
import { badgesEarnedNow } from './award-badges';
import type { QuestionnaireDeps } from './deps';

export async function participantBadgesView(
  deps: QuestionnaireDeps,
  userId: string,
): Promise<Badges> {
  const course = (await findOpenCourse(deps.db, userId)) ?? (await latestCourse(deps.db, userId));
  if (!course) return [];
  return courseBadges(deps, course.id);
}

export async function courseBadges(deps: QuestionnaireDeps, courseId: string): Promise<Badges> {
  const stored = await deps.db
    .select()
    .from(participantBadges)
    .where(eq(participantBadges.courseId, courseId))
    .orderBy(asc(participantBadges.day), asc(participantBadges.earnedAt));
  const have = new Set(stored.map((row) => row.badge));
  const now = deps.clock.now().toISOString();
  const pending = (await badgesEarnedNow(deps.db, courseId))
    .filter((e) => !have.has(e.badge))
    .map((e) => ({ badge: e.badge, day: e.day, earnedAt: now }));
  return [
    ...stored.map((row) => ({
      badge: row.badge,
      day: row.day,
      earnedAt: row.earnedAt.toISOString(),
    })),
    ...pending,
  ].sort((a, b) => a.day - b.day);
}
