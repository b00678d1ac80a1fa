// C6, A4: deleting an account erases its diary (health data) and what it did in the programme.
// The course rows stay for bookkeeping; the smoke-free count of a partial outcome is kept on
// the course itself when the outcome is recorded.
import { eq, inArray } from 'drizzle-orm';
import { courses, courseTodoTicks, diaryEntries, watchProgress } from '../../db/schema';
import type { BeforeAccountDeletion } from '../account/deletion-hooks';

export const programmeBeforeAccountDeletion: BeforeAccountDeletion = async (db, userId) => {
  const own = db.select({ id: courses.id }).from(courses).where(eq(courses.participantId, userId));
  await db.transaction(async (tx) => {
    await tx.delete(diaryEntries).where(inArray(diaryEntries.courseId, own));
    await tx.delete(watchProgress).where(inArray(watchProgress.courseId, own));
    await tx.delete(courseTodoTicks).where(inArray(courseTodoTicks.courseId, own));
  });
};
