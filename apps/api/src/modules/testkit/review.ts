// Operator review of tests the reader was unsure of (T3): the queue with the reading and the
// participant's diary summary, the photo, and the decision, which is final.
import { and, asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { AdminTest, TestResult } from '@quit/contracts/testkit';
import { acceptsTestOutcome } from '@quit/domain/nicotine-test';
import { courses, testkits, testkitTests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { outcomeJobKey, scheduleOutcome } from './apply-outcome';
import { lockCourse } from '../course-row/current-course';
import { scheduleCourseRecheck } from '../course/advance';
import { programmeCounts, smokeFreeDiaryDays } from '../programme/counts';
import type { ServiceDeps } from '../../core/service-deps';
import { schedulePhotoDeletion } from './photo-retention';

type Test = typeof testkitTests.$inferSelect;

async function adminTestView(deps: ServiceDeps, test: Test, code: string): Promise<AdminTest> {
  const [counts, smokeFree] = await Promise.all([
    programmeCounts(deps.db, test.courseId),
    smokeFreeDiaryDays(deps.db, test.courseId),
  ]);
  return {
    id: test.id,
    courseId: test.courseId,
    testkitCode: code,
    status: test.status,
    predicted: test.predicted,
    confidence: test.confidence,
    result: test.result,
    reading: test.reading,
    note: test.note,
    createdAt: test.createdAt.toISOString(),
    finalAt: test.finalAt?.toISOString() ?? null,
    photoAvailable: test.photoKey !== null,
    diary: { daysKept: counts.diaryDaysKept, smokeFreeDays: smokeFree },
    dispute: test.disputedAt ? { at: test.disputedAt.toISOString(), note: test.disputeNote } : null,
  };
}

export async function listTests(deps: ServiceDeps, status: Test['status']): Promise<AdminTest[]> {
  const rows = await deps.db
    .select({ test: testkitTests, code: testkits.code })
    .from(testkitTests)
    .innerJoin(testkits, eq(testkits.id, testkitTests.testkitId))
    .where(eq(testkitTests.status, status))
    .orderBy(asc(testkitTests.createdAt))
    .limit(200);
  return Promise.all(rows.map((r) => adminTestView(deps, r.test, r.code)));
}

/** The photo of a test, for an admin or for the participant whose course it is. */
export async function testPhoto(
  deps: ServiceDeps,
  testId: string,
  participantId: string | null,
): Promise<Readable> {
  const [row] = await deps.db
    .select({ key: testkitTests.photoKey, courseId: testkitTests.courseId })
    .from(testkitTests)
    .where(eq(testkitTests.id, testId));
  if (!row?.key) throw new AppError('NOT_FOUND');
  if (participantId !== null) {
    const [own] = await deps.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, row.courseId), eq(courses.participantId, participantId)));
    if (!own) throw new AppError('NOT_FOUND');
  }
  const stream = await deps.storage.get(row.key);
  if (!stream) throw new AppError('NOT_FOUND');
  return stream;
}

/** The operator's decision: final; passed / failed / partial record the course's outcome. */
export async function decideTest(
  deps: ServiceDeps,
  testId: string,
  operatorId: string,
  decision: { result: TestResult; note: string },
): Promise<AdminTest> {
  const decided = await deps.db.transaction(async (tx) => {
    const [test] = await tx
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, testId))
      .for('update');
    if (!test) throw new AppError('NOT_FOUND');
    if (test.status !== 'review') throw new AppError('TEST_ALREADY_DECIDED');
    if (decision.result !== 'invalid') {
      // Refuse before anything changes when the course can no longer take an outcome.
      const course = await lockCourse(tx, test.courseId);
      if (!acceptsTestOutcome(course.state)) {
        throw new AppError('NOT_SUCCESSFUL', { detail: `course ${course.state}` });
      }
    }
    const [updated] = await tx
      .update(testkitTests)
      .set({
        status: 'final',
        result: decision.result,
        decidedBy: operatorId,
        note: decision.note,
        finalAt: deps.clock.now(),
      })
      .where(and(eq(testkitTests.id, testId), eq(testkitTests.status, 'review')))
      .returning();
    await schedulePhotoDeletion(tx, testId, updated!.finalAt!);
    await scheduleOutcome(tx, testId, updated!.finalAt!, true);
    // A review that outlasted the verification deadline held the course open: the calendar
    // looks again (an "invalid" leaves no valid test, so the course fails then; C4).
    await scheduleCourseRecheck(tx, test.courseId, updated!.finalAt!, `test:${testId}`);
    return updated!;
  });
  await deps.jobs.runKey(outcomeJobKey(testId, decided.finalAt!));
  const [kit] = await deps.db
    .select({ code: testkits.code })
    .from(testkits)
    .where(eq(testkits.id, decided.testkitId));
  return adminTestView(deps, decided, kit!.code);
}
