// A job queue in PostgreSQL: due jobs are claimed with FOR UPDATE SKIP LOCKED, so two API
// processes never run one job at the same time; a job that throws is retried with backoff
// and, after its last attempt, stays `failed` for operators to see.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from './clock';
import { safeErrorText } from './logger';

/** A transaction or the pool: enqueueing inside a money transaction commits with it. */
export type Executor = Pick<Db, 'insert' | 'execute'>;

/** What a handler may answer instead of nothing: "not yet, run me again at this time". */
export type JobOutcome = { runAgainAt: Date };

/**
 * A job's work. Answering `runAgainAt` puts the same job (same key, so still only one) back in
 * the queue for later without counting an attempt: for work whose due time moved.
 */
export type JobHandler = (payload: Record<string, unknown>) => Promise<void | JobOutcome>;

/**
 * The same work for many jobs of one kind at once, set-based (issue 15: 1,000 course
 * transitions due at one midnight). All succeed together, or the runner falls back to the
 * kind's one-job handler for each, so one bad job neither blocks nor fails the others.
 */
export type BatchJobHandler = (payloads: Record<string, unknown>[]) => Promise<void>;

export type EnqueueOptions = {
  runAt: Date;
  /** Enqueue once per key: a second enqueue with the same key does nothing. */
  key?: string;
  maxAttempts?: number;
};

/** One job to enqueue: its kind, payload and options. */
export type NewJob = { kind: string; payload: Record<string, unknown> } & EnqueueOptions;

export async function enqueueJob(
  db: Executor,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions,
): Promise<void> {
  await enqueueJobs(db, [{ kind, payload, ...options }]);
}

/** Enqueues many jobs, a thousand per statement (keyed ones already queued are skipped). */
export async function enqueueJobs(db: Executor, list: readonly NewJob[]): Promise<void> {
  // A statement takes at most 65,535 parameters: a thousand jobs (5 each) at a time.
  for (let i = 0; i < list.length; i += 1000) {
    await insertJobs(db, list.slice(i, i + 1000));
  }
}

async function insertJobs(db: Executor, list: readonly NewJob[]): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        runAt: job.runAt,
        key: job.key ?? null,
        maxAttempts: job.maxAttempts ?? 8,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

/** 30 s, 1 min, 2 min … capped at 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60 * 1000);
}

const LOCK_MS = 5 * 60 * 1000;

type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown>; attempts: number };

/**
 * How many jobs of a kind registered `parallel` run at once in one process (issue 15: 1,000
 * course transitions due at one midnight). Each still takes its own row locks, so two
 * processes, or two of these at once, change a course once.
 */
const PARALLEL_JOBS = 6;

/** How many jobs of batch kinds one round hands over (one transaction moves them all). */
const BATCH_CLAIM = 250;

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly parallelKinds = new Set<string>();
  private readonly batchHandlers = new Map<string, BatchJobHandler>();
  private readonly roundListeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger };

  constructor(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
    this.deps = deps;
  }

  /**
   * `parallel`: jobs of this kind that are due together run side by side (each must be safe
   * beside any other job, e.g. by locking its row); others run one after another, in order.
   * `batch`: jobs of this kind claimed together are handed over in one call (see
   * BatchJobHandler); `handler` is still what runs one of them when the batch fails.
   */
  register(
    kind: string,
    handler: JobHandler,
    options: { parallel?: boolean; batch?: BatchJobHandler } = {},
  ): void {
    this.handlers.set(kind, handler);
    if (options.parallel) this.parallelKinds.add(kind);
    if (options.batch) this.batchHandlers.set(kind, options.batch);
  }

  /**
   * Called after every round that ran jobs, once their work has committed: caches of what jobs
   * change (a donation confirmed, a course moved) drop what they kept. Answers the unsubscribe.
   */
  onRoundDone(listener: () => void): () => void {
    this.roundListeners.add(listener);
    return () => this.roundListeners.delete(listener);
  }

  /**
   * Claims due jobs (or ones whose runner died) and marks them running for a while; only of
   * the given kinds when some are named.
   */
  private async claim(limit: number, kinds?: readonly string[]): Promise<ClaimedJob[]> {
    const now = this.deps.clock.now();
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    const ofKinds = kinds
      ? sql`and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`
      : sql``;
    const result = await this.deps.db.execute<ClaimedJob>(sql`
      update jobs set state = 'running', locked_until = ${lockedUntil}, attempts = attempts + 1,
        updated_at = ${now}
      where id in (
        select id from jobs
        where ((state = 'queued' and run_at <= ${now})
           or (state = 'running' and locked_until < ${now})) ${ofKinds}
        order by run_at
        for update skip locked
        limit ${limit})
      returning id, kind, payload, attempts`);
    return result.rows;
  }

  /**
   * The jobs of one round: those of batch kinds first (calendar transitions due together,
   * which the other jobs of their courses, such as reminders, read the state of), then any.
   */
  private async claimRound(limit: number): Promise<ClaimedJob[]> {
    if (this.batchHandlers.size === 0) return this.claim(limit);
    const batch = await this.claim(BATCH_CLAIM, [...this.batchHandlers.keys()]);
    // More of them are waiting: they go first, the rest in the rounds after.
    if (batch.length === BATCH_CLAIM) return batch;
    return [...batch, ...(await this.claim(limit))];
  }

  private async finish(job: ClaimedJob, error: unknown, outcome?: JobOutcome): Promise<void> {
    const now = this.deps.clock.now();
    if (error === undefined && outcome !== undefined) {
      await this.deps.db
        .update(jobs)
        .set({
          state: 'queued',
          // Never at once again: a handler that keeps answering "now" must not spin runDue.
          runAt: new Date(Math.max(outcome.runAgainAt.getTime(), now.getTime() + 1000)),
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
      return;
    }
    if (error === undefined) return this.finishDone([job.id]);
    // Operators read this (money attention): no statement parameters or emails in it.
    const message = safeErrorText(error instanceof Error ? error.message : String(error));
    const [row] = await this.deps.db
      .select({ maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    const last = job.attempts >= (row?.maxAttempts ?? 1);
    this.deps.log[last ? 'error' : 'warn'](
      { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
      last ? 'job failed for good' : 'job failed, will retry',
    );
    await this.deps.db
      .update(jobs)
      .set({
        state: last ? 'failed' : 'queued',
        runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
        lockedUntil: null,
        lastError: message.slice(0, 2000),
        updatedAt: now,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running')));
  }

  /** Runs one job; answers whether it simply succeeded (finished in bulk by the caller). */
  private async runOne(job: ClaimedJob): Promise<boolean> {
    const handler = this.handlers.get(job.kind);
    let error: unknown;
    let outcome: JobOutcome | undefined;
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      outcome = (await handler(job.payload)) ?? undefined;
    } catch (caught) {
      error = caught ?? new Error('job failed');
    }
    if (error === undefined && outcome === undefined) return true;
    await this.finish(job, error, outcome);
    return false;
  }

  /** Marks jobs that succeeded as done, in one statement. */
  private async finishDone(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.deps.db
      .update(jobs)
      .set({ state: 'done', lockedUntil: null, lastError: null, updatedAt: this.deps.clock.now() })
      .where(inArray(jobs.id, ids));
  }

  /**
   * Hands the claimed jobs of batch kinds to their batch handler, one call per kind; those
   * succeed together (added to `done`). Answers the jobs still to run one at a time: those of
   * other kinds, and those of a batch that failed.
   */
  private async runBatches(claimed: ClaimedJob[], done: string[]): Promise<ClaimedJob[]> {
    const byKind = new Map<string, ClaimedJob[]>();
    const single: ClaimedJob[] = [];
    for (const job of claimed) {
      if (!this.batchHandlers.has(job.kind)) single.push(job);
      else byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    }
    for (const [kind, group] of byKind) {
      try {
        await this.batchHandlers.get(kind)!(group.map((job) => job.payload));
        done.push(...group.map((job) => job.id));
      } catch (error) {
        this.deps.log.warn({ kind, jobs: group.length, err: error }, 'batch failed, one by one');
        single.push(...group);
      }
    }
    return single;
  }

  /**
   * Runs the job queued under `key` at once, in this process, when it is due and nobody else
   * runs it: a request whose answer depends on work it queued (a test's outcome) runs that job
   * instead of doing the work a second way, and a failure is retried like any job's. Answers
   * whether it ran and succeeded.
   */
  async runKey(key: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const lockedUntil = new Date(now.getTime() + LOCK_MS);
    const result = await this.deps.db.execute<ClaimedJob>(sql`
      update jobs set state = 'running', locked_until = ${lockedUntil}, attempts = attempts + 1,
        updated_at = ${now}
      where id = (
        select id from jobs
        where key = ${key}
          and ((state = 'queued' and run_at <= ${now})
            or (state = 'running' and locked_until < ${now}))
        for update skip locked)
      returning id, kind, payload, attempts`);
    const [job] = result.rows;
    if (!job) return false;
    const succeeded = await this.runOne(job);
    if (succeeded) await this.finishDone([job.id]);
    // Its work has committed: caches of what jobs change drop what they kept.
    for (const listener of this.roundListeners) listener();
    return succeeded;
  }

  /** Runs every job due now, and then the ones those enqueue for now, until none is due. */
  async runDue(limit = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claimRound(limit);
      const done: string[] = [];
      const single = await this.runBatches(claimed, done);
      // Jobs of parallel kinds side by side, a few at a time; the rest in order.
      const parallel = single.filter((job) => this.parallelKinds.has(job.kind));
      for (let i = 0; i < parallel.length; i += PARALLEL_JOBS) {
        const slice = parallel.slice(i, i + PARALLEL_JOBS);
        const results = await Promise.all(slice.map((job) => this.runOne(job)));
        slice.forEach((job, k) => results[k] && done.push(job.id));
      }
      for (const job of single) {
        if (this.parallelKinds.has(job.kind)) continue;
        if (await this.runOne(job)) done.push(job.id);
      }
      await this.finishDone(done);
      if (claimed.length > 0) for (const listener of this.roundListeners) listener();
      total += claimed.length;
      if (claimed.length === 0) return total;
    }
  }

  /** Polls for due jobs every `intervalMs` until stopped; a poll never overlaps the last one. */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    const tick = () => {
      this.running = this.runDue().catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'job poll failed');
        return 0;
      });
      void this.running.then(() => {
        if (this.timer) this.timer = setTimeout(tick, intervalMs);
      });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
