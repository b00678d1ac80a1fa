// A course with its participant's profile and sign-in email: what a mail about the course needs
// (its language, time zone, name and address). One read for every module that mails about a
// course (the reminders, the test mails).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, profiles, users } from '../../db/schema';

export async function courseWithParticipant(db: Pick<Db, 'select'>, courseId: string) {
  const [row] = await db
    .select({ course: courses, profile: profiles, email: users.email })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.participantId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(eq(courses.id, courseId));
  return row;
}
