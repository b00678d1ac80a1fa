// T8: a random share of the reader's automatic passes (final and spot tests) is held for an
// operator to watch the recording before the pot can be paid out. The test waits in status
// `audit` with no result, so no outcome is applied and the course still awaits it (nothing is
// payable). An operator decides it like a test in review (review.ts); if none has within 48
// hours, this deadline's job lets the reader's pass stand through the outcome's own job
// (apply-outcome.ts) and logs the missed audit for operators (audit log, the person's page).
// docs/decisions/0060-audit-of-automatic-passes.md
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isAuditMissed, isDrawnForAudit } from '@quit/domain/test-audit';
import { courses, testkitTests } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { outcomeJobKey, scheduleOutcome } from './apply-outcome';
import { schedulePhotoDeletion } from './photo-retention';

const AUDIT_DUE = 'testkit.audit_due';
const payload = z.object({ testId: z.uuid() });

/** Whether this automatic pass is held for an audit: the configured share, drawn by `deps.random`. */
export function drawsAudit(deps: Pick<ServiceDeps, 'random' | 'settings'>): boolean {
  return isDrawnForAudit(deps.random(), deps.settings.testAuditShare);
}

/** Called in the transaction that holds the test: the deadline's job, once per test. */
export function scheduleAuditDeadline(tx: Executor, testId: string, dueAt: Date) {
  return enqueueJob(tx, AUDIT_DUE, { testId }, { runAt: dueAt, key: `${AUDIT_DUE}:${testId}` });
}

/**
 * At the deadline: a test still held becomes final with the reader's result, its outcome is
 * applied by the outcome's job, and the missed audit is logged. A test an operator decided
 * meanwhile is left alone.
 */
export async function letAuditedPassStand(deps: ServiceDeps, testId: string): Promise<boolean> {
  const now = deps.clock.now();
  const stood = await deps.db.transaction(async (tx) => {
    const [test] = await tx
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, testId))
      .for('update');
    if (!test || test.status !== 'audit' || test.predicted === null) return null;
    if (test.auditDueAt && !isAuditMissed(test.auditDueAt, now)) return null;
    const [updated] = await tx
      .update(testkitTests)
      .set({ status: 'final', result: test.predicted, finalAt: now })
      .where(and(eq(testkitTests.id, testId), eq(testkitTests.status, 'audit')))
      .returning();
    if (!updated) return null;
    await schedulePhotoDeletion(tx, testId, now);
    await scheduleOutcome(tx, testId, now);
    const [course] = await tx
      .select({ participantId: courses.participantId })
      .from(courses)
      .where(eq(courses.id, test.courseId));
    await recordAudit(tx, {
      type: 'test_audit_missed',
      userId: null,
      detail: {
        targetId: course?.participantId ?? null,
        testId,
        courseId: test.courseId,
        kind: test.kind,
        result: test.predicted,
        auditDueAt: test.auditDueAt?.toISOString() ?? null,
      },
    });
    return updated;
  });
  if (!stood) return false;
  deps.log.warn({ testId }, 'audit missed: the reader’s pass stands (T8)');
  await deps.jobs.runKey(outcomeJobKey(testId));
  return true;
}

export function registerAuditJob(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(AUDIT_DUE, async (data) => {
    await letAuditedPassStand(deps, payload.parse(data).testId);
  });
}
