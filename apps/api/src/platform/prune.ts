// Pruning (issue 15): finished jobs and old outbox mails are deleted once a day, so the queue
// and the outbox stay small. Failed jobs stay for operators; queued and running ones are work.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, mailOutbox } from '../db/schema';
import { enqueueJob, type JobRunner } from './jobs';

export const PRUNE_JOB = 'platform.prune';
/** Done jobs and outbox mails older than this are deleted. */
export const RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneOld(db: Db, now: Date): Promise<{ jobs: number; mails: number }> {
  const before = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const doneJobs = await db
    .delete(jobs)
    .where(and(eq(jobs.state, 'done'), lt(jobs.updatedAt, before)))
    .returning({ id: jobs.id });
  const mails = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, before))
    .returning({ id: mailOutbox.id });
  return { jobs: doneJobs.length, mails: mails.length };
}

/** Queues the prune of the day `at` falls in (keyed per day: once, whichever process asks). */
export async function schedulePrune(db: Db, at: Date): Promise<void> {
  const day = Math.floor(at.getTime() / DAY_MS);
  await enqueueJob(
    db,
    PRUNE_JOB,
    {},
    { runAt: new Date(day * DAY_MS), key: `prune:${day}`, maxAttempts: 3 },
  );
}

export function registerPrune(runner: JobRunner, deps: { db: Db; now: () => Date }): void {
  runner.register(PRUNE_JOB, async () => {
    // The next day's first, so a failing prune does not end the chain.
    await schedulePrune(deps.db, new Date(deps.now().getTime() + DAY_MS));
    await pruneOld(deps.db, deps.now());
  });
}
