// A final result moves the course (and money) through `recordTestOutcome`. The transaction that
// makes a test final also enqueues this as a job, so a crash right after it cannot leave a final
// result without its outcome; the request applies it at once too, and whichever comes second
// finds the course already moved and does nothing.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { courses, testkitTests } from '../../db/schema';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import { recordTestOutcome } from '../course/outcome';
import type { TestkitDeps } from './deps';

const APPLY_OUTCOME = 'testkit.apply_outcome';
const payload = z.object({ testId: z.uuid() });

export function scheduleOutcome(tx: Executor, testId: string, now: Date) {
  return enqueueJob(
    tx,
    APPLY_OUTCOME,
    { testId },
    { runAt: now, key: `${APPLY_OUTCOME}:${testId}` },
  );
}

export async function applyOutcome(deps: TestkitDeps, testId: string): Promise<void> {
  const [row] = await deps.db
    .select({
      result: testkitTests.result,
      status: testkitTests.status,
      courseId: courses.id,
      state: courses.state,
    })
    .from(testkitTests)
    .innerJoin(courses, eq(courses.id, testkitTests.courseId))
    .where(eq(testkitTests.id, testId));
  if (!row || row.status !== 'final' || !row.result || row.result === 'invalid') return;
  if (row.state !== 'active' && row.state !== 'awaiting_test') return;
  try {
    await recordTestOutcome(deps, row.courseId, { result: row.result });
  } catch (error) {
    // Applied meanwhile by the other path: the course has left active / awaiting_test.
    const [now] = await deps.db
      .select({ state: courses.state })
      .from(courses)
      .where(eq(courses.id, row.courseId));
    if (now?.state === 'active' || now?.state === 'awaiting_test') throw error;
  }
}

export function registerOutcomeJob(jobs: JobRunner, deps: TestkitDeps): void {
  jobs.register(APPLY_OUTCOME, (data) => applyOutcome(deps, payload.parse(data).testId));
}
