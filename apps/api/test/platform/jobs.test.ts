import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { manualClock } from '../../src/platform/clock';
import { enqueueJob, JobRunner, retryDelayMs } from '../../src/platform/jobs';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
const log = pino({ level: 'silent' });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('two processes working the queue at once run every job exactly once', async () => {
  const db = t.database.db;
  const runs = new Map<string, number>();
  const runners = [0, 1, 2].map(() => {
    const runner = new JobRunner({ db, clock, log });
    runner.register('count', async (payload) => {
      const id = String(payload['n']);
      runs.set(id, (runs.get(id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    });
    return runner;
  });
  for (let n = 0; n < 60; n++) await enqueueJob(db, 'count', { n }, { runAt: clock.now() });
  await Promise.all(runners.map((runner) => runner.runDue(5)));
  expect(runs.size).toBe(60);
  expect([...runs.values()].every((count) => count === 1)).toBe(true);
});

it('enqueues a keyed job once', async () => {
  const db = t.database.db;
  for (let i = 0; i < 3; i++) {
    await enqueueJob(db, 'once', { i }, { runAt: clock.now(), key: 'the-only-one' });
  }
  expect(await db.select().from(jobs).where(eq(jobs.key, 'the-only-one'))).toHaveLength(1);
});

it('retries a failing job later and gives up after its last attempt', async () => {
  const db = t.database.db;
  const runner = new JobRunner({ db, clock, log });
  let calls = 0;
  runner.register('flaky', () => {
    calls += 1;
    return Promise.reject(new Error(`boom ${calls}`));
  });
  await enqueueJob(db, 'flaky', {}, { runAt: clock.now(), key: 'flaky-1', maxAttempts: 3 });
  await runner.runDue();
  expect(calls).toBe(1);
  await runner.runDue(); // not due again yet
  expect(calls).toBe(1);
  clock.advance(retryDelayMs(1));
  await runner.runDue();
  clock.advance(retryDelayMs(2));
  await runner.runDue();
  clock.advance(retryDelayMs(3));
  await runner.runDue();
  expect(calls).toBe(3);
  const [job] = await db.select().from(jobs).where(eq(jobs.key, 'flaky-1'));
  expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: 'boom 3' });
});

it('takes over a job whose runner died while running it', async () => {
  const db = t.database.db;
  await enqueueJob(db, 'orphan', {}, { runAt: clock.now(), key: 'orphan-1' });
  await db
    .update(jobs)
    .set({ state: 'running', lockedUntil: new Date(clock.now().getTime() - 1) })
    .where(eq(jobs.key, 'orphan-1'));
  const runner = new JobRunner({ db, clock, log });
  let ran = false;
  runner.register('orphan', () => {
    ran = true;
    return Promise.resolve();
  });
  await runner.runDue();
  expect(ran).toBe(true);
});

it('puts a job that answers "run me again at" back in the queue, same row, no attempt used', async () => {
  const db = t.database.db;
  const runner = new JobRunner({ db, clock, log });
  const later = new Date(clock.now().getTime() + 60 * 60 * 1000);
  let calls = 0;
  runner.register('not-yet', () => {
    calls += 1;
    return Promise.resolve(calls === 1 ? { runAgainAt: later } : undefined);
  });
  await enqueueJob(db, 'not-yet', {}, { runAt: clock.now(), key: 'not-yet-1', maxAttempts: 1 });
  await runner.runDue();
  const [waiting] = await db.select().from(jobs).where(eq(jobs.key, 'not-yet-1'));
  expect(waiting).toMatchObject({ state: 'queued', attempts: 0, runAt: later });
  await runner.runDue(); // not due yet
  expect(calls).toBe(1);
  clock.advance(later.getTime() - clock.now().getTime());
  await runner.runDue();
  expect(calls).toBe(2);
  const [done] = await db.select().from(jobs).where(eq(jobs.key, 'not-yet-1'));
  expect(done).toMatchObject({ state: 'done', attempts: 1 });
});

it('runs the job of one key at once, once, only when due; a failure stays queued for a retry', async () => {
  const db = t.database.db;
  const runners = [0, 1].map(() => new JobRunner({ db, clock, log }));
  const calls: string[] = [];
  for (const runner of runners) {
    runner.register('keyed', async (payload) => {
      calls.push(String(payload['name']));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (payload['name'] === 'failing') throw new Error('not now');
    });
  }
  await enqueueJob(db, 'keyed', { name: 'now' }, { runAt: clock.now(), key: 'keyed-now' });
  await enqueueJob(db, 'keyed', { name: 'other' }, { runAt: clock.now(), key: 'keyed-other' });
  const later = new Date(clock.now().getTime() + 60_000);
  await enqueueJob(db, 'keyed', { name: 'later' }, { runAt: later, key: 'keyed-later' });
  await enqueueJob(db, 'keyed', { name: 'failing' }, { runAt: clock.now(), key: 'keyed-fail' });

  // Two processes asking at once: it runs once; the other due job is left to the queue.
  const ran = await Promise.all(runners.map((runner) => runner.runKey('keyed-now')));
  expect(ran.filter(Boolean)).toHaveLength(1);
  expect(await runners[0]!.runKey('keyed-now')).toBe(false);
  expect(await runners[0]!.runKey('keyed-later')).toBe(false);
  expect(await runners[0]!.runKey('no-such-key')).toBe(false);
  expect(await runners[0]!.runKey('keyed-fail')).toBe(false);
  expect(calls.sort()).toEqual(['failing', 'now']);
  const state = async (key: string) =>
    (await db.select({ state: jobs.state }).from(jobs).where(eq(jobs.key, key)))[0]?.state;
  expect(await state('keyed-now')).toBe('done');
  expect(await state('keyed-other')).toBe('queued');
  expect(await state('keyed-later')).toBe('queued');
  expect(await state('keyed-fail')).toBe('queued');
});
