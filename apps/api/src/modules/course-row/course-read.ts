// What GET /api/course/active (and the course day) read, in one prepared statement (issue 15):
// the participant's shown course (the open one, else the one that ended last), their profile,
// the course's kept balances and its latest payout's status.
import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { OPEN_COURSE_STATES } from '@quit/domain/course-state';
import type { PendingTestResult } from '@quit/domain/nicotine-test';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { courses, payouts, profiles, testkitTests, users } from '../../db/schema';
import { oneOf } from '../../db/schema/vocabulary';
import { balancesFrom, keptBalancesJson, type Balances } from './balances';
import type { Course } from './current-course';
import type { Profile } from './find-profile';

/**
 * Whether a test of the course has a result that is not settled: in review, held for an audit,
 * a failed or partial result (the course is still open, so its outcome waits for the dispute
 * window), or the final test passed and not yet applied. A passed spot test settles nothing.
 */
export function testUnderWay(courseId: SQLWrapper) {
  const t = testkitTests;
  return sql<boolean>`exists (select 1 from ${t} where ${t.courseId} = ${courseId} and ${unsettled()})`;
}

function unsettled() {
  const t = testkitTests;
  return sql`(${t.status} in ('review', 'audit') or ${t.result} in ('failed', 'partial') or (${t.kind} = 'final' and ${t.result} = 'passed'))`;
}

/**
 * The latest unsettled test as the dashboard names it (issue 30: a failed result read "Course
 * running"): disputed, in review, held for an audit, or its result waiting to be applied.
 */
function pendingResult(courseId: SQLWrapper) {
  const t = testkitTests;
  return sql<PendingTestResult | null>`(select case when ${t.status} = 'review' and ${t.disputedAt} is not null then 'disputed' when ${t.status} in ('review', 'audit') then ${t.status} else ${t.result} end from ${t} where ${t.courseId} = ${courseId} and ${unsettled()} order by ${t.createdAt} desc limit 1)`;
}

const statement = preparedPerDb((db) => {
  const shown = db
    .select()
    .from(courses)
    .where(eq(courses.participantId, users.id))
    .orderBy(
      sql`(${courses.state} in (${oneOf(OPEN_COURSE_STATES)})) desc`,
      desc(courses.createdAt),
    )
    .limit(1)
    .as('shown');
  return db
    .select({
      course: {
        id: shown.id,
        participantId: shown.participantId,
        state: shown.state,
        startDate: shown.startDate,
        smokeFreeDays: shown.smokeFreeDays,
        balanceCents: shown.balanceCents,
        createdAt: shown.createdAt,
        updatedAt: shown.updatedAt,
      },
      profile: profiles,
      balances: keptBalancesJson(shown.id),
      payoutStatus: sql<
        (typeof payouts.$inferSelect)['status'] | null
      >`(select ${payouts.status} from ${payouts} where ${payouts.courseId} = ${shown.id} order by ${payouts.createdAt} desc limit 1)`,
      testUnderWay: testUnderWay(shown.id),
      pendingResult: pendingResult(shown.id),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoinLateral(shown, sql`true`)
    .where(eq(users.id, sql.placeholder('participantId')))
    .prepare('course_read');
});

export type CourseRead = {
  /** Null when the participant never had a course. */
  course: Course | null;
  profile: Profile | null;
  balances: Balances;
  payoutStatus: (typeof payouts.$inferSelect)['status'] | null;
  /** Whether the course's nicotine test has a result not yet settled (no cancelling then). */
  testUnderWay: boolean;
  /** That result as the dashboard shows it (null: none). */
  pendingResult: PendingTestResult | null;
};

export async function readCourse(db: Db, participantId: string): Promise<CourseRead> {
  const [row] = await statement(db).execute({ participantId });
  return {
    course: row?.course?.id ? (row.course as Course) : null,
    profile: row?.profile ?? null,
    balances: balancesFrom(row?.balances ?? null),
    payoutStatus: row?.payoutStatus ?? null,
    testUnderWay: row?.testUnderWay ?? false,
    pendingResult: row?.pendingResult ?? null,
  };
}
