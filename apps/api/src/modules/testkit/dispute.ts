// The participant disputes the reading of their test (T3): it goes to an operator, whose
// decision is final. What has moved no money can be reopened: a test still in review (the
// participant's note joins it), the reader's failed / partial result within its dispute window
// (its outcome waits for that window) and the reader's "invalid" within a week. After the
// window the result stands: TEST_NOT_DISPUTABLE
// (docs/decisions/0034-nicotine-test-identity-camera-disputes.md, "Disputes").
import { and, eq, isNull } from 'drizzle-orm';
import type { TestReading } from '@quit/contracts/testkit';
import { courses, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { acceptsTestOutcome, isDisputable } from '@quit/domain/nicotine-test';
import type { ServiceDeps } from '../../core/service-deps';
import { myTestReading } from './test-photo';
import { followUpTakesOutcome } from '../course/follow-ups';

export async function disputeTest(
  deps: ServiceDeps,
  userId: string,
  testId: string,
  note: string | undefined,
): Promise<TestReading> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ test: testkitTests, courseState: courses.state })
      .from(testkitTests)
      .innerJoin(courses, eq(courses.id, testkitTests.courseId))
      .where(and(eq(testkitTests.id, testId), eq(courses.participantId, userId)))
      .for('update', { of: testkitTests });
    if (!row) throw new AppError('NOT_FOUND');
    // The time is read after the lock: the window's job, once past it, may apply the outcome.
    const now = deps.clock.now();
    const { test } = row;
    if (test.disputedAt !== null) {
      // Asking twice while it waits changes nothing; once decided, the operator's word stands.
      if (test.status === 'review') return;
      throw new AppError('TEST_NOT_DISPUTABLE');
    }
    const dispute = { disputedAt: now, disputeNote: note || null };
    if (test.status === 'review') {
      await tx.update(testkitTests).set(dispute).where(eq(testkitTests.id, testId));
      return;
    }
    if (!isDisputable(test, now)) throw new AppError('TEST_NOT_DISPUTABLE');
    // A course that has ended (an "invalid" outlived by the verification deadline) takes no
    // outcome any more: nothing an operator could decide would change it.
    const takesOutcome = test.followUpId
      ? await followUpTakesOutcome(tx, test.followUpId)
      : acceptsTestOutcome(row.courseState);
    if (!takesOutcome) {
      throw new AppError('TEST_NOT_DISPUTABLE');
    }
    await tx
      .update(testkitTests)
      .set({ ...dispute, status: 'review', result: null, finalAt: null })
      .where(
        and(
          eq(testkitTests.id, testId),
          eq(testkitTests.status, 'final'),
          isNull(testkitTests.decidedBy),
        ),
      );
  });
  return myTestReading(deps, userId, testId);
}
