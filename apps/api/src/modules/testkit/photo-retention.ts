// Test photos are deleted 28 days after the result is final (issue 11); the course's money and
// outcome, and the test's reading and result, stay.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { testkitTests } from '../../db/schema';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { scheduleRecordingRetention } from './recording-retention';

export const PHOTO_RETENTION_MS = 28 * 24 * 60 * 60 * 1000;
const DELETE_PHOTO = 'testkit.delete_photo';
const payload = z.object({ testId: z.uuid() });

/**
 * Called in the transaction that makes a test final: the photo's deletion, and the retention
 * of its recordings (T5: recording-retention.ts), which starts each time it becomes final.
 */
export async function schedulePhotoDeletion(tx: Executor, testId: string, finalAt: Date) {
  await enqueueJob(
    tx,
    DELETE_PHOTO,
    { testId },
    { runAt: new Date(finalAt.getTime() + PHOTO_RETENTION_MS), key: `${DELETE_PHOTO}:${testId}` },
  );
  await scheduleRecordingRetention(tx, testId, finalAt);
}

export function registerTestkitJobs(jobs: JobRunner, deps: ServiceDeps): void {
  jobs.register(DELETE_PHOTO, async (data) => {
    const { testId } = payload.parse(data);
    const [test] = await deps.db
      .select({ key: testkitTests.photoKey })
      .from(testkitTests)
      .where(eq(testkitTests.id, testId));
    if (!test?.key) return;
    await deps.storage.delete(test.key);
    await deps.db.update(testkitTests).set({ photoKey: null }).where(eq(testkitTests.id, testId));
  });
}
