// Reviews on the landing page (issue 13): a participant whose course was passed writes a short
// text and chooses whether it is shown; operators can hide one. The public sees the text and
// first name with last initial (A4), nothing else.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  AdminTestimonials,
  OwnTestimonial,
  PublicTestimonials,
  WriteTestimonial,
} from '@quit/contracts/testimonials';
import type { Language } from '@quit/domain/constants';
import { publicName } from '@quit/domain/profile';
import {
  TESTIMONIAL_COURSE_STATES,
  TESTIMONIAL_MAX,
  TESTIMONIAL_MIN,
  TESTIMONIALS_SHOWN,
  testimonialTextProblem,
} from '@quit/domain/testimonials';
import type { Db } from '../../db/client';
import { courses, profiles, testimonials } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

export type TestimonialDeps = { db: Db; clock: Clock };

/** The caller's most recent passed course, or undefined when none was passed. */
async function passedCourse(db: Db, userId: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.participantId, userId),
        inArray(courses.state, [...TESTIMONIAL_COURSE_STATES]),
      ),
    )
    .orderBy(desc(courses.updatedAt))
    .limit(1);
  return row;
}

export async function ownTestimonial(db: Db, userId: string): Promise<OwnTestimonial> {
  const course = await passedCourse(db, userId);
  if (!course) return { eligible: false, review: null };
  const [row] = await db.select().from(testimonials).where(eq(testimonials.courseId, course.id));
  return {
    eligible: true,
    review: row
      ? {
          text: row.text,
          show: row.show,
          hidden: row.hiddenAt !== null,
          updatedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Writes (or rewrites) the review of the caller's passed course; refused before that. */
export async function writeTestimonial(
  { db, clock }: TestimonialDeps,
  userId: string,
  language: Language,
  input: WriteTestimonial,
): Promise<OwnTestimonial> {
  const course = await passedCourse(db, userId);
  if (!course)
    throw new AppError('REVIEW_NOT_ALLOWED', { detail: `no passed course of ${userId}` });
  const problem = testimonialTextProblem(input.text);
  if (problem) {
    throw new AppError(problem, {
      fields: ['text'],
      params: { min: TESTIMONIAL_MIN, max: TESTIMONIAL_MAX },
    });
  }
  const text = input.text.trim();
  const now = clock.now();
  await db
    .insert(testimonials)
    .values({ courseId: course.id, userId, text, language, show: input.show, updatedAt: now })
    .onConflictDoUpdate({
      target: testimonials.courseId,
      set: { text, language, show: input.show, updatedAt: now },
    });
  return ownTestimonial(db, userId);
}

/** Deletes the caller's review (withdrawn: it is gone, not just hidden). */
export async function deleteTestimonial(db: Db, userId: string): Promise<OwnTestimonial> {
  await db.delete(testimonials).where(eq(testimonials.userId, userId));
  return ownTestimonial(db, userId);
}

/** The columns of a review's public part: what the landing page shows, operators see it too. */
const entryColumns = {
  id: testimonials.id,
  text: testimonials.text,
  language: testimonials.language,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

/** A review's public part, its author named as A4 says (first name, last initial). */
function reviewEntry(row: {
  id: string;
  text: string;
  language: Language;
  firstName: string;
  lastName: string;
}): PublicTestimonials['entries'][number] {
  return {
    id: row.id,
    name: publicName(row.firstName, row.lastName),
    text: row.text,
    language: row.language,
  };
}

export async function publicTestimonials(db: Db): Promise<PublicTestimonials> {
  const rows = await db
    .select(entryColumns)
    .from(testimonials)
    .innerJoin(courses, eq(courses.id, testimonials.courseId))
    .innerJoin(profiles, eq(profiles.userId, testimonials.userId))
    .where(
      and(
        eq(testimonials.show, true),
        isNull(testimonials.hiddenAt),
        inArray(courses.state, [...TESTIMONIAL_COURSE_STATES]),
      ),
    )
    .orderBy(desc(testimonials.updatedAt))
    .limit(TESTIMONIALS_SHOWN);
  return { entries: rows.map(reviewEntry) };
}

/** Every review for operators, newest first (a short list: one per passed course). */
export async function adminTestimonials(db: Db): Promise<AdminTestimonials> {
  const rows = await db
    .select({
      ...entryColumns,
      show: testimonials.show,
      hiddenAt: testimonials.hiddenAt,
      updatedAt: testimonials.updatedAt,
    })
    .from(testimonials)
    .innerJoin(profiles, eq(profiles.userId, testimonials.userId))
    .orderBy(desc(testimonials.updatedAt))
    .limit(200);
  return {
    entries: rows.map((row) => ({
      ...reviewEntry(row),
      show: row.show,
      hidden: row.hiddenAt !== null,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function hideTestimonial(
  { db, clock }: TestimonialDeps,
  id: string,
  hidden: boolean,
  operatorId: string,
): Promise<void> {
  const [row] = await db
    .update(testimonials)
    .set(
      hidden ? { hiddenAt: clock.now(), hiddenBy: operatorId } : { hiddenAt: null, hiddenBy: null },
    )
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (!row) throw new AppError('NOT_FOUND', { detail: `review ${id}` });
}
