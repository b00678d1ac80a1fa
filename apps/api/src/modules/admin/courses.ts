// Courses by state, and one course's timeline: the states it went through (recorded by a
// trigger, see schema/admin.ts) merged with its ledger movements.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CourseDetail, CourseSummary, CoursesQuery } from '@quit/contracts/admin';
import { isCourseState } from '@quit/domain/course-state';
import type { Db } from '../../db/client';
import { courses, courseTransitions, ledgerEntries, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { courseBalances } from '../course-row/balances';
import {
  after,
  cursorMoment,
  decodeCursor,
  likePattern,
  newestFirst,
  pageOf,
} from '../../platform/paging';

const summaryColumns = {
  course: courses,
  name: users.name,
  email: users.email,
};

type Row = { course: typeof courses.$inferSelect; name: string | null; email: string | null };

const summary = ({ course, name, email }: Row): CourseSummary => ({
  id: course.id,
  participantId: course.participantId,
  participantName: name,
  participantEmail: email,
  state: course.state,
  startDate: course.startDate,
  balanceCents: course.balanceCents,
  createdAt: course.createdAt.toISOString(),
});

export async function courseSummaries(db: Db, where: SQL | undefined, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(courses)
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(where)
    .orderBy(...newestFirst(courses.createdAt, courses.id))
    .limit(limit);
  return rows.map(summary);
}

export async function listCourses(db: Db, query: CoursesQuery & { limit: number }) {
  if (query.state && !isCourseState(query.state)) throw new AppError('INVALID_DATA');
  const cursor = decodeCursor(query.cursor);
  const q = query.q?.trim();
  const rows = await db
    .select({ ...summaryColumns, cursorAt: cursorMoment(courses.createdAt) })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(
      and(
        query.state && isCourseState(query.state) ? eq(courses.state, query.state) : undefined,
        q ? sql`lower(${users.email} || ' ' || ${users.name}) like ${likePattern(q)}` : undefined,
        after(cursor, courses.createdAt, courses.id),
      ),
    )
    .orderBy(...newestFirst(courses.createdAt, courses.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (r) => [r.cursorAt, r.course.id]);
  return { items: page.items.map(summary), nextCursor: page.nextCursor };
}

export async function courseDetail(db: Db, courseId: string): Promise<CourseDetail> {
  const [row] = await db
    .select(summaryColumns)
    .from(courses)
    .leftJoin(users, eq(users.id, courses.participantId))
    .where(eq(courses.id, courseId));
  if (!row) throw new AppError('NOT_FOUND');
  const [transitions, moves, balances] = await Promise.all([
    db
      .select()
      .from(courseTransitions)
      .where(eq(courseTransitions.courseId, courseId))
      .orderBy(asc(courseTransitions.id)),
    // One line per movement: what left the outside world (donors) or reached an end account.
    db
      .select({
        movementId: ledgerEntries.movementId,
        kind: ledgerEntries.kind,
        at: sql<Date>`min(${ledgerEntries.createdAt})`.mapWith((v: string | Date) => new Date(v)),
        firstId: sql<number>`min(${ledgerEntries.id})`.mapWith(Number),
        cents: sql<number>`sum(abs(${ledgerEntries.amountCents})) / 2`.mapWith(Number),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.courseId, courseId))
      .groupBy(ledgerEntries.movementId, ledgerEntries.kind)
      .orderBy(sql`min(${ledgerEntries.id})`),
    courseBalances(db, courseId),
  ]);
  const timeline = [
    ...transitions.map((t) => ({
      at: t.at,
      kind: 'transition' as const,
      what: t.fromState ? `${t.fromState} → ${t.toState}` : t.toState,
      fromState: t.fromState,
      toState: t.toState,
      amountCents: null,
    })),
    ...moves.map((m) => ({
      at: m.at,
      kind: 'money' as const,
      what: m.kind,
      fromState: null,
      toState: null,
      amountCents: m.cents,
    })),
  ]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
  return { course: summary(row), balances, timeline };
}
