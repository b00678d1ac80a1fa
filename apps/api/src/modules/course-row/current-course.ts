// A participant's current course: the one not yet ended. It exists in `funding` from the first
// time anyone asks for it (sign-up, a donation, the billing page), so donations always have a
// course to belong to; the partial unique index keeps it to one per participant.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { OPEN_COURSE_STATES } from '@quit/domain/course-state';
import { courses } from '../../db/schema';
import { oneOf } from '../../db/schema/vocabulary';

export type Course = typeof courses.$inferSelect;

export async function findOpenCourse(
  db: Pick<Db, 'select'>,
  participantId: string,
): Promise<Course | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(
      and(eq(courses.participantId, participantId), inArray(courses.state, OPEN_COURSE_STATES)),
    );
  return course;
}

/** The current course, created in `funding` when the participant has none open. */
export async function ensureOpenCourse(db: Db | Tx, participantId: string): Promise<Course> {
  const existing = await findOpenCourse(db, participantId);
  if (existing) return existing;
  await db
    .insert(courses)
    .values({ participantId, state: 'funding' })
    .onConflictDoNothing({
      target: courses.participantId,
      where: sql`${courses.state} in (${oneOf(OPEN_COURSE_STATES)})`,
    });
  const created = await findOpenCourse(db, participantId);
  if (!created) throw new Error('open course vanished');
  return created;
}

/** The participant's latest course, open or ended (for pages that show how it ended). */
export async function latestCourse(db: Db, participantId: string): Promise<Course | undefined> {
  const [course] = await db
    .select()
    .from(courses)
    .where(eq(courses.participantId, participantId))
    .orderBy(desc(courses.createdAt))
    .limit(1);
  return course;
}

/** Locks the course row for the rest of the transaction: money moves of a course queue here. */
export async function lockCourse(tx: Tx, courseId: string): Promise<Course> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  if (!course) throw new Error(`course ${courseId} not found`);
  return course;
}

/** The open course, else the one that ended last (its outcome is still worth showing), else a new one. */
export async function shownCourse(db: Db, participantId: string): Promise<Course> {
  return (
    (await findOpenCourse(db, participantId)) ??
    (await latestCourse(db, participantId)) ??
    (await ensureOpenCourse(db, participantId))
  );
}
