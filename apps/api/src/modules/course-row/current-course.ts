// A participant's current course: the one not yet ended. The first one is stored in `funding` by
// the first write that needs it (a donation, a start date); after a course ended the next one is
// opened only by the participant's explicit act (`POST /api/course/new`). Reads never create one:
// a participant without any course is shown an unsaved placeholder. The partial unique index
// keeps it to one open course per participant.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { OPEN_COURSE_STATES } from '@quit/domain/course-state';
import { courses } from '../../db/schema';
import { oneOf } from '../../db/schema/vocabulary';
import { recordChange } from '../../db/after-commit';

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

/** The current course, created in `funding` when the participant has none open (explicit acts only). */
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
  // The public fundraiser shows the new course from now on.
  recordChange(db, { kind: 'course-opened', participantId });
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

/** The id of the unsaved course shown to a participant who never had one. */
export const PLACEHOLDER_COURSE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The open course, else the one that ended last (its outcome is still worth showing), else an
 * unsaved placeholder in `funding`: a read changes nothing.
 */
export async function shownCourse(db: Db, participantId: string, now: Date): Promise<Course> {
  return (
    (await findOpenCourse(db, participantId)) ??
    (await latestCourse(db, participantId)) ??
    placeholderCourse(participantId, now)
  );
}

/** The unsaved course in `funding` shown to a participant who never had one. */
export function placeholderCourse(participantId: string, now: Date): Course {
  return {
    id: PLACEHOLDER_COURSE_ID,
    participantId,
    state: 'funding',
    startDate: null,
    smokeFreeDays: null,
    balanceCents: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The course a write for the participant goes to: the open one; the first one, created, when
 * they never had any; none when their last course ended (a new one needs their explicit act).
 */
export async function writableCourse(db: Db | Tx, participantId: string): Promise<Course | null> {
  const open = await findOpenCourse(db, participantId);
  if (open) return open;
  const [any] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.participantId, participantId))
    .limit(1);
  if (!any) return ensureOpenCourse(db, participantId);
  // A course may have appeared since the first look (a concurrent first gift made it): only an
  // ended one closes the fundraiser.
  return (await findOpenCourse(db, participantId)) ?? null;
}
