// C4 meets T3 at the verification deadline: a course whose nicotine test is still under way when
// its window ends is not failed by the calendar
// (docs/decisions/0035-nicotine-test-at-the-deadline.md). Under way: a test in operator review
// (disputed or not), a final result whose outcome has not yet been applied (the reader's failed /
// partial waits for its dispute window), or a kit whose 5-minute wait started before the deadline
// and whose photo may still come.
// The test's own path then applies the outcome; whatever leaves no valid result (an operator's
// "invalid", a photo that never came) lets the calendar fail the course after all.
import { and, eq, isNotNull } from 'drizzle-orm';
import { testkits, testkitTests } from '../../db/schema';
import type { Tx } from '../../db/client';
import { photoDueBy } from '@quit/domain/nicotine-test';

/**
 * Whether a test of the course is under way at `now`, and when to look again by the calendar
 * (null: the test's own path, a decision or the outcome job, moves the course on).
 */
export async function pendingTest(
  tx: Pick<Tx, 'select'>,
  courseId: string,
  now: Date,
): Promise<{ recheckAt: Date | null } | null> {
  const tests = await tx
    .select({ status: testkitTests.status, result: testkitTests.result })
    .from(testkitTests)
    .where(eq(testkitTests.courseId, courseId));
  // In review or held for an audit (T8), or final with an outcome still to apply (the course is
  // still awaiting it).
  const underWay = (t: (typeof tests)[number]) =>
    t.status === 'review' || t.status === 'audit' || (t.result !== null && t.result !== 'invalid');
  if (tests.some(underWay)) {
    return { recheckAt: null };
  }
  const waits = await tx
    .select({ startedAt: testkits.startedAt })
    .from(testkits)
    .where(
      and(
        eq(testkits.courseId, courseId),
        eq(testkits.state, 'unused'),
        isNotNull(testkits.startedAt),
      ),
    );
  const dueBy = waits
    .map((w) => photoDueBy(w.startedAt!))
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => b.getTime() - a.getTime())[0];
  return dueBy ? { recheckAt: dueBy } : null;
}
