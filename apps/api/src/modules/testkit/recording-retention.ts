// T5: recordings are deleted 30 days after their test's outcome is final, or after the window
// to dispute it closes, whichever is later (@quit/domain/test-recording: recordingDeleteAt).
// A recording no photo came for (an abandoned test) is deleted 30 days after it began. The
// test's reading, result and timeline stay; the film goes.
import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { recordingDeleteAt } from '@quit/domain/test-recording';
import { testkitTests, testRecordings } from '../../db/schema';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import type { BeforeAccountDeletion } from '../account/deletion-hooks';

const RETAIN = 'testkit.recording_retention';
const ABANDONED = 'testkit.recording_abandoned';
const testPayload = z.object({ testId: z.uuid() });
const recordingPayload = z.object({ recordingId: z.uuid() });

/**
 * Called in the transaction that makes a test final. Each time it becomes final (again, after
 * a dispute) its own job: the job reads the test and waits for the date the rule gives.
 */
export function scheduleRecordingRetention(tx: Executor, testId: string, finalAt: Date) {
  return enqueueJob(
    tx,
    RETAIN,
    { testId },
    { runAt: finalAt, key: `${RETAIN}:${testId}:${finalAt.getTime()}` },
  );
}

/** Called when a recording begins: gone after `runAt` unless a photo linked it to a test. */
export function scheduleAbandonedRecording(tx: Executor, recordingId: string, runAt: Date) {
  return enqueueJob(tx, ABANDONED, { recordingId }, { runAt, key: `${ABANDONED}:${recordingId}` });
}

async function deleteRecordings(deps: ServiceDeps, rows: { id: string; key: string | null }[]) {
  const uploads = deps.storage.uploadStore();
  for (const row of rows) {
    if (row.key) {
      // The upload's progress record goes with it; a file already gone is fine.
      await uploads.remove(row.key).catch(() => undefined);
      await deps.storage.delete(row.key);
    }
    await deps.db
      .update(testRecordings)
      .set({ state: 'deleted', storageKey: null, deletedAt: deps.clock.now() })
      .where(eq(testRecordings.id, row.id));
  }
}

/** Erasure (GDPR Art. 17): a person's films go with their account, whatever their tests' state. */
export function recordingsBeforeAccountDeletion(deps: ServiceDeps): BeforeAccountDeletion {
  return async (db, userId) => {
    const rows = await db
      .select({ id: testRecordings.id, key: testRecordings.storageKey })
      .from(testRecordings)
      .where(and(eq(testRecordings.participantId, userId), ne(testRecordings.state, 'deleted')));
    await deleteRecordings(deps, rows);
  };
}

export function registerRecordingJobs(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(RETAIN, async (data) => {
    const { testId } = testPayload.parse(data);
    const [test] = await deps.db.select().from(testkitTests).where(eq(testkitTests.id, testId));
    const deleteAt = test ? recordingDeleteAt(test) : null;
    const kept = and(eq(testRecordings.testId, testId), ne(testRecordings.state, 'deleted'));
    await deps.db.update(testRecordings).set({ deleteAfter: deleteAt }).where(kept);
    // Not final (a dispute reopened it): the next time it becomes final schedules anew.
    if (!deleteAt) return;
    if (deps.clock.now().getTime() < deleteAt.getTime()) return { runAgainAt: deleteAt };
    const rows = await deps.db
      .select({ id: testRecordings.id, key: testRecordings.storageKey })
      .from(testRecordings)
      .where(kept);
    await deleteRecordings(deps, rows);
  });
  jobs.register(ABANDONED, async (data) => {
    const { recordingId } = recordingPayload.parse(data);
    const rows = await deps.db
      .select({ id: testRecordings.id, key: testRecordings.storageKey })
      .from(testRecordings)
      .where(
        and(
          eq(testRecordings.id, recordingId),
          isNull(testRecordings.testId),
          ne(testRecordings.state, 'deleted'),
        ),
      );
    await deleteRecordings(deps, rows);
  });
}
