// What GET /api/supporter/donations reads, in one prepared statement whatever the number of
// supported participants (issue 15): the supporter's gifts with only the columns the answer
// shows, and for each participant's newest gift (the course shown for them) that course's
// kept balances and progress counts. Only counts leave the programme tables, never a diary field.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { SMOKE_FREE_BADGES } from '@quit/domain/badges';
import { SUPPORTER_DONATION_STATUSES } from '@quit/domain/donation';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  courses,
  diaryEntries,
  donations,
  participantBadges,
  profiles,
  spotTests,
  testkitTests,
  watchProgress,
} from '../../db/schema';
import { keptBalancesJson } from '../course-row/balances';

const statement = preparedPerDb((db) => {
  const given = db
    .select({
      id: donations.id,
      amountCents: donations.amountCents,
      chargedCents: donations.chargedCents,
      refundedCents: donations.refundedCents,
      anonymous: donations.anonymous,
      status: donations.status,
      createdAt: donations.createdAt,
      courseId: sql<string>`${courses.id}`.as('given_course_id'),
      courseState: courses.state,
      startDate: courses.startDate,
      participantId: sql<string | null>`${profiles.userId}`.as('given_participant_id'),
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      timeZone: profiles.timeZone,
      // 1 on each participant's newest gift: its course is the one shown for them.
      newest:
        sql<number>`row_number() over (partition by ${profiles.userId} order by ${donations.createdAt} desc, ${donations.id} desc)`.as(
          'given_newest',
        ),
    })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(
      and(
        eq(donations.supporterId, sql.placeholder('supporterId')),
        inArray(donations.status, SUPPORTER_DONATION_STATUSES),
      ),
    )
    .as('given');
  // Evaluated only on the shown rows (PostgreSQL runs a CASE's subqueries only when reached).
  const shown = sql`${given.newest} = 1 and ${given.participantId} is not null`;
  const count = (query: ReturnType<typeof sql>) =>
    sql<number | null>`case when ${shown} then (${query}) end`.mapWith((v) =>
      v === null ? null : Number(v),
    );
  return db
    .select({
      id: given.id,
      amountCents: given.amountCents,
      chargedCents: given.chargedCents,
      refundedCents: given.refundedCents,
      anonymous: given.anonymous,
      status: given.status,
      createdAt: given.createdAt,
      courseId: given.courseId,
      courseState: given.courseState,
      startDate: given.startDate,
      participantId: given.participantId,
      firstName: given.firstName,
      lastName: given.lastName,
      timeZone: given.timeZone,
      shown: sql<boolean>`${shown}`,
      balances: sql<Record<
        string,
        number
      > | null>`case when ${shown} then ${keptBalancesJson(given.courseId)} end`,
      watched: count(
        sql`select count(*) from ${watchProgress} where ${watchProgress.courseId} = ${given.courseId} and ${watchProgress.watchedAt} is not null`,
      ),
      kept: count(
        sql`select count(*) from ${diaryEntries} where ${diaryEntries.courseId} = ${given.courseId}`,
      ),
      badges: count(
        // C9: a smoke-free badge that lags the diary days kept would tell of a slip.
        sql`select count(*) from ${participantBadges} where ${participantBadges.courseId} = ${given.courseId} and ${notInArray(participantBadges.badge, [...SMOKE_FREE_BADGES])}`,
      ),
      // T7: a spot test counts once its test is final and passed (never a day ahead).
      spotPassed: count(
        sql`select count(*) from ${spotTests} join ${testkitTests} on ${testkitTests.id} = ${spotTests.testId} where ${spotTests.courseId} = ${given.courseId} and ${testkitTests.status} = 'final' and ${testkitTests.result} = 'passed'`,
      ),
    })
    .from(given)
    .orderBy(desc(given.createdAt), desc(given.id))
    .prepare('supporter_donations');
});

export type SupporterGiftRow = Awaited<ReturnType<typeof readSupporterGifts>>[number];

/** The supporter's gifts, newest first; `shown` marks each participant's newest one. */
export async function readSupporterGifts(db: Db, supporterId: string) {
  return statement(db).execute({ supporterId });
}
