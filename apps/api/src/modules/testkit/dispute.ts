// The participant disputes the reading of their test (T3): it goes to an operator, whose
// decision is final. Only results that have moved no money can be reopened: one still in
// review (the participant's note joins it) and the reader's "invalid". A passed, failed or
// partial result is applied at once (refunds or the payout start), so the spec's way remains:
// "contact support if inaccurate" (docs/decisions.md, "Disputing a test result").
import { and, eq, isNull } from 'drizzle-orm';
import type { TestReading } from '@quit/contracts/testkit';
import { courses, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { TestkitDeps } from './deps';
import { myTestReading } from './test-photo';

/** How long after the reader's "invalid" the participant may still dispute it. */
export const DISPUTE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function disputeTest(
  deps: TestkitDeps,
  userId: string,
  testId: string,
  note: string | undefined,
): Promise<TestReading> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ test: testkitTests })
      .from(testkitTests)
      .innerJoin(courses, eq(courses.id, testkitTests.courseId))
      .where(and(eq(testkitTests.id, testId), eq(courses.participantId, userId)))
      .for('update', { of: testkitTests });
    if (!row) throw new AppError('NOT_FOUND');
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
    const reopenable =
      test.result === 'invalid' &&
      test.decidedBy === null &&
      test.finalAt !== null &&
      now.getTime() - test.finalAt.getTime() <= DISPUTE_WINDOW_MS;
    if (!reopenable) throw new AppError('TEST_NOT_DISPUTABLE');
    await tx
      .update(testkitTests)
      .set({ ...dispute, status: 'review', result: null, finalAt: null })
      .where(and(eq(testkitTests.id, testId), isNull(testkitTests.decidedBy)));
  });
  return myTestReading(deps, userId, testId);
}
