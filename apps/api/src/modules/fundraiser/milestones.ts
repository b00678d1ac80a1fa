// A8: milestones of courses announced to followers (record 0080). A recurring job on the app's
// clock reads, for every course that may reach one, the facts a supporter may know (A4: state,
// diary days written, a passed spot test; never whether a day was smoke-free, record 0077) and
// announces each milestone once: its row in follower_milestones and one keyed mail job per
// follower of that moment commit together. Someone who follows later hears what comes next.
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { reachedMilestones, type FollowerMilestone } from '@quit/domain/followers';
import type { Tx } from '../../db/client';
import { OPEN_COURSE_STATES } from '@quit/domain/course-state';
import {
  courses,
  courseTransitions,
  diaryEntries,
  followerMilestones,
  jobs,
  spotTests,
  testkitTests,
} from '../../db/schema';
import { enqueueJob, enqueueJobs, type JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { followerMailJob } from './follower-mails';
import { activeFollowersOf } from './followers';

export const FOLLOWER_SWEEP_JOB = 'follower.milestones';
export const FOLLOWER_SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** A course paid out this recently may still owe its "passed and paid out" mail. */
const PAID_OUT_RECENT_MS = 2 * 24 * 60 * 60 * 1000;

type Candidate = {
  id: string;
  participantId: string;
  state: (typeof courses.$inferSelect)['state'];
};

async function candidates(deps: ServiceDeps): Promise<Candidate[]> {
  const recent = new Date(deps.clock.now().getTime() - PAID_OUT_RECENT_MS);
  const rows = await deps.db
    .select({ id: courses.id, participantId: courses.participantId, state: courses.state })
    .from(courses)
    .where(
      and(
        isNotNull(courses.participantId),
        or(
          inArray(courses.state, OPEN_COURSE_STATES),
          and(eq(courses.state, 'paid_out'), gte(courses.updatedAt, recent)),
        ),
      ),
    );
  return rows.flatMap((row) =>
    row.participantId ? [{ ...row, participantId: row.participantId }] : [],
  );
}

/** Every milestone of these courses not yet announced, with the facts read in a few queries. */
export async function dueAnnouncements(deps: ServiceDeps, list: readonly Candidate[]) {
  if (list.length === 0) return [];
  const ids = list.map((course) => course.id);
  const [days, spotPassed, passed, earlier, announced] = await Promise.all([
    deps.db
      .select({ courseId: diaryEntries.courseId, day: diaryEntries.day })
      .from(diaryEntries)
      .where(inArray(diaryEntries.courseId, ids)),
    deps.db
      .selectDistinct({ courseId: spotTests.courseId })
      .from(spotTests)
      .innerJoin(testkitTests, eq(testkitTests.id, spotTests.testId))
      .where(and(inArray(spotTests.courseId, ids), eq(testkitTests.result, 'passed'))),
    deps.db
      .selectDistinct({ courseId: courseTransitions.courseId })
      .from(courseTransitions)
      .where(
        and(inArray(courseTransitions.courseId, ids), eq(courseTransitions.toState, 'passed')),
      ),
    deps.db
      .selectDistinct({ courseId: courses.id })
      .from(courses)
      .where(
        and(
          inArray(courses.id, ids),
          // A participant has one open course at a time: an earlier course has ended.
          sql`exists (select 1 from courses as earlier where earlier.participant_id = ${courses.participantId}
            and earlier.id <> ${courses.id} and earlier.created_at < ${courses.createdAt})`,
        ),
      ),
    deps.db
      .select({ courseId: followerMilestones.courseId, milestone: followerMilestones.milestone })
      .from(followerMilestones)
      .where(inArray(followerMilestones.courseId, ids)),
  ]);
  const daysOf = new Map<string, number[]>();
  for (const row of days) daysOf.set(row.courseId, [...(daysOf.get(row.courseId) ?? []), row.day]);
  const has = (rows: { courseId: string }[]) => new Set(rows.map((row) => row.courseId));
  const [spot, test, second] = [has(spotPassed), has(passed), has(earlier)];
  const done = new Set(announced.map((row) => `${row.courseId}:${row.milestone}`));
  return list.flatMap((course) =>
    reachedMilestones({
      state: course.state,
      diaryDays: daysOf.get(course.id) ?? [],
      spotTestPassed: spot.has(course.id),
      testPassed: test.has(course.id),
      afterEndedCourse: second.has(course.id),
    })
      .filter((milestone) => !done.has(`${course.id}:${milestone}`))
      .map((milestone) => ({ course, milestone })),
  );
}

/** Announces what is due: the milestone's row and its mail jobs in one transaction, once. */
export async function announceMilestones(deps: ServiceDeps): Promise<number> {
  const due = await dueAnnouncements(deps, await candidates(deps));
  const now = deps.clock.now();
  let announced = 0;
  for (const { course, milestone } of due) {
    await deps.db.transaction(async (tx) => {
      if (await announceMilestoneInTx(tx, course.id, course.participantId, milestone, now)) {
        announced += 1;
      }
    });
  }
  return announced;
}

/**
 * Announces one milestone of a course once, in the caller's transaction: its row and one keyed
 * mail job per follower of that moment (also used for C8's "6 months smoke-free", record 0082).
 * Answers whether it was announced now (false: it had been before).
 */
export async function announceMilestoneInTx(
  tx: Tx,
  courseId: string,
  participantId: string,
  milestone: FollowerMilestone,
  now: Date,
): Promise<boolean> {
  const [fresh] = await tx
    .insert(followerMilestones)
    .values({ courseId, milestone, announcedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!fresh) return false;
  const listeners = await activeFollowersOf(tx, participantId);
  await enqueueJobs(
    tx,
    listeners.map((follower) =>
      followerMailJob({ followerId: follower.id, courseId, milestone }, now),
    ),
  );
  return true;
}

/**
 * Queues a sweep at `at` unless one is queued by then already. Not keyed by time slot: the
 * sandbox clock can be set back, and a slot's key used before the reset would block the chain.
 * Two processes may both queue one; a sweep announces each milestone once all the same.
 */
export async function scheduleFollowerSweep(deps: Pick<ServiceDeps, 'db'>, at: Date) {
  const [queued] = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, FOLLOWER_SWEEP_JOB), eq(jobs.state, 'queued'), lte(jobs.runAt, at)))
    .limit(1);
  if (queued) return;
  await enqueueJob(deps.db, FOLLOWER_SWEEP_JOB, {}, { runAt: at, maxAttempts: 3 });
}

export function registerFollowerSweep(jobs: JobRunner, deps: ServiceDeps): void {
  // Queues the next sweep first, so a failing one does not end the chain.
  jobs.register(FOLLOWER_SWEEP_JOB, async () => {
    await scheduleFollowerSweep(
      deps,
      new Date(deps.clock.now().getTime() + FOLLOWER_SWEEP_INTERVAL_MS),
    );
    await announceMilestones(deps);
  });
}
