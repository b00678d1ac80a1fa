// A final result moves the course (and money) through `recordTestOutcome`. The transaction that
// makes a test final also enqueues this as a job, so a crash right after it cannot leave a final
// result without its outcome; the request then runs that job at once (`runKey`), and a job
// that finds the course already moved does nothing. The reader's failed / partial result is
// scheduled at the end of its dispute window instead (dispute-window.ts): the job then finds
// it still final and undisputed, or finds it in review (disputed) and does nothing.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { acceptsTestOutcome, withinDisputeWindow } from '@quit/domain/nicotine-test';
import { spotResultEffect } from '@quit/domain/spot-test';
import { courses, testkitTests } from '../../db/schema';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import { recordTestOutcome } from '../course/outcome';
import { recordFollowUpOutcome } from '../course/follow-up-outcomes';
import type { ServiceDeps } from '../../core/service-deps';

const APPLY_OUTCOME = 'testkit.apply_outcome';
const payload = z.object({ testId: z.uuid() });

/**
 * The key of the job that applies a test's outcome at once (`JobRunner.runKey` runs it): one
 * for the reader's final result, one per operator decision (a reopened test is decided after
 * its reading's job already ran).
 */
export const outcomeJobKey = (testId: string, decidedAt?: Date) =>
  decidedAt
    ? `${APPLY_OUTCOME}:${testId}:decided:${decidedAt.getTime()}`
    : `${APPLY_OUTCOME}:${testId}`;

/** Applies the outcome at `now`; `decided`: an operator's decision (its own job). */
export function scheduleOutcome(tx: Executor, testId: string, now: Date, decided = false) {
  const key = outcomeJobKey(testId, decided ? now : undefined);
  return enqueueJob(tx, APPLY_OUTCOME, { testId }, { runAt: now, key });
}

/** The reader's failed / partial result: applied when the dispute window has passed. */
export function scheduleOutcomeAfterWindow(tx: Executor, testId: string, windowEnd: Date) {
  return enqueueJob(
    tx,
    APPLY_OUTCOME,
    { testId },
    { runAt: windowEnd, key: `${APPLY_OUTCOME}:${testId}:window` },
  );
}

export async function applyOutcome(deps: ServiceDeps, testId: string): Promise<void> {
  // Read under a share lock: a dispute holding the row commits first and is seen here.
  const [row] = await deps.db.transaction((tx) =>
    tx
      .select({
        result: testkitTests.result,
        status: testkitTests.status,
        kind: testkitTests.kind,
        followUpId: testkitTests.followUpId,
        decidedBy: testkitTests.decidedBy,
        disputedAt: testkitTests.disputedAt,
        finalAt: testkitTests.finalAt,
        courseId: courses.id,
        state: courses.state,
      })
      .from(testkitTests)
      .innerJoin(courses, eq(courses.id, testkitTests.courseId))
      .where(eq(testkitTests.id, testId))
      .for('share', { of: testkitTests }),
  );
  if (!row || row.status !== 'final' || !row.result || row.result === 'invalid') return;
  // Not yet: the participant may still dispute it (the window's job comes back then).
  if (withinDisputeWindow(row, deps.clock.now())) return;
  // Disputed and not decided by an operator: only their decision moves money.
  if (row.disputedAt !== null && row.decidedBy === null) return;
  // C8: a follow-up's test moves its follow-up (and the bonus pot), not the passed course.
  if (row.kind === 'follow_up' && row.followUpId) {
    await recordFollowUpOutcome(deps, row.followUpId, testId, row.result);
    return;
  }
  if (!acceptsTestOutcome(row.state)) return;
  // T7: a spot result moves the course only when it failed (passed and partial go on; partial
  // caps the final outcome when it comes, outcome.ts; invalid waits for a replacement kit).
  if (row.kind === 'spot' && spotResultEffect(row.result) !== 'fail_course') return;
  try {
    await recordTestOutcome(deps, row.courseId, { result: row.result });
  } catch (error) {
    // Applied meanwhile by the other path: the course has left active / awaiting_test.
    const [now] = await deps.db
      .select({ state: courses.state })
      .from(courses)
      .where(eq(courses.id, row.courseId));
    if (now && acceptsTestOutcome(now.state)) throw error;
  }
}

export function registerOutcomeJob(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(APPLY_OUTCOME, (data) => applyOutcome(deps, payload.parse(data).testId));
}
