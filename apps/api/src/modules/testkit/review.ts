// Operator review of tests the reader was unsure of (T3): the queue with the reading and the
// participant's diary summary, the photo, and the decision, which is final.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import {
  presenceFlagsSchema,
  type AdminRecording,
  type AdminTest,
  type TestResult,
} from '@quit/contracts/testkit';
import { acceptsTestOutcome } from '@quit/domain/nicotine-test';
import { followUpTakesOutcome } from '../course/follow-ups';
import { courses, testkits, testkitTests, testRecordings } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { outcomeJobKey, scheduleOutcome } from './apply-outcome';
import { lockCourse } from '../course-row/current-course';
import { scheduleCourseRecheck } from '../course/advance';
import { queueTestMail } from '../course/test-mail-jobs';
import { programmeCounts, smokeFreeDiaryDays } from '../programme/counts';
import type { ServiceDeps } from '../../core/service-deps';
import { schedulePhotoDeletion } from './photo-retention';
import { identityState } from './identity';

type Test = typeof testkitTests.$inferSelect;

/** Tests an operator decides (T3 review, T8 audit); a final one is decided already. */
const DECIDABLE: readonly Test['status'][] = ['review', 'audit'];

/** The recording that witnessed the test: its own, else the kit's latest (T5). */
async function recordingOf(deps: ServiceDeps, test: Test) {
  const [row] = await deps.db
    .select()
    .from(testRecordings)
    .where(or(eq(testRecordings.testId, test.id), eq(testRecordings.testkitId, test.testkitId)))
    .orderBy(desc(eq(testRecordings.testId, test.id)), desc(testRecordings.createdAt))
    .limit(1);
  return row;
}

function recordingView(row: typeof testRecordings.$inferSelect): AdminRecording {
  return {
    id: row.id,
    state: row.state,
    mimeType: row.mimeType,
    bytes: row.bytes,
    startedAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    arrivals: row.arrivals,
  };
}

async function adminTestView(deps: ServiceDeps, test: Test, code: string): Promise<AdminTest> {
  const [counts, smokeFree, kit, recording] = await Promise.all([
    programmeCounts(deps.db, test.courseId),
    smokeFreeDiaryDays(deps.db, test.courseId),
    deps.db
      .select({ startedAt: testkits.startedAt, participantId: courses.participantId })
      .from(testkits)
      .innerJoin(courses, eq(courses.id, test.courseId))
      .where(eq(testkits.id, test.testkitId))
      .then((rows) => rows[0]),
    recordingOf(deps, test),
  ]);
  const identity = kit?.participantId ? await identityState(deps, kit.participantId) : 'none';
  // T6: the flags are kept on the named recording, else in the reading.
  const presence = presenceFlagsSchema.safeParse(recording?.presence ?? test.reading['presence']);
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
    kind: test.kind,
    auditDueAt: test.auditDueAt?.toISOString() ?? null,
    identity,
    waitStartedAt: kit?.startedAt?.toISOString() ?? null,
    recording: recording ? recordingView(recording) : null,
    presence: presence.success ? presence.data : null,
  };
}

export async function listTests(deps: ServiceDeps, status: Test['status']): Promise<AdminTest[]> {
  const rows = await deps.db
    .select({ test: testkitTests, code: testkits.code })
    .from(testkitTests)
    .innerJoin(testkits, eq(testkits.id, testkitTests.testkitId))
    .where(eq(testkitTests.status, status))
    // Audits by their 48-hour deadline (T8); the rest oldest first.
    .orderBy(asc(testkitTests.auditDueAt), asc(testkitTests.createdAt))
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
    if (!DECIDABLE.includes(test.status)) throw new AppError('TEST_ALREADY_DECIDED');
    if (decision.result !== 'invalid') {
      // Refuse before anything changes when the course can no longer take an outcome.
      const course = await lockCourse(tx, test.courseId);
      // C8: a follow-up's test takes its outcome while the follow-up is not final.
      const takesOutcome = test.followUpId
        ? await followUpTakesOutcome(tx, test.followUpId)
        : acceptsTestOutcome(course.state);
      if (!takesOutcome) {
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
      .where(and(eq(testkitTests.id, testId), inArray(testkitTests.status, DECIDABLE)))
      .returning();
    // T8: every operator decision on a test is final and audited (on the participant's page).
    const [course] = await tx
      .select({ participantId: courses.participantId })
      .from(courses)
      .where(eq(courses.id, test.courseId));
    await recordAudit(tx, {
      type: 'admin_test_decided',
      userId: operatorId,
      detail: {
        targetId: course?.participantId ?? null,
        testId,
        courseId: test.courseId,
        kind: test.kind,
        was: test.status,
        predicted: test.predicted,
        result: decision.result,
        auditDueAt: test.auditDueAt?.toISOString() ?? null,
      },
    });
    await schedulePhotoDeletion(tx, testId, updated!.finalAt!);
    await scheduleOutcome(tx, testId, updated!.finalAt!, true);
    // Row 48: the participant hears the decision (record 0070), once per decision.
    const decidedAt = updated!.finalAt!;
    await queueTestMail(
      tx,
      { mail: 'decided', courseId: test.courseId, testId, decidedAt: decidedAt.getTime() },
      decidedAt,
    );
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
