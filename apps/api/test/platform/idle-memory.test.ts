// Memory back after a burst (issue 15): one full collection once the process has been quiet
// for the idle time after serving, none while it serves or when it was idle all along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullCollection, releaseMemoryWhenIdle } from '../../src/platform/idle-memory';
import { createTestApp, type TestApp } from '../support/test-app';

const IDLE_MS = 150;
let collections = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) =>
    releaseMemoryWhenIdle(app, { idleMs: IDLE_MS, collect: () => collections++ }),
  );
});
afterAll(() => t.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('memory back when idle', () => {
  it("V8's full collection is reachable without --expose-gc", () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    gc!();
  });

  it('collects once after requests, never while serving or when idle all along', async () => {
    await wait(IDLE_MS * 3);
    expect(collections).toBe(0);
    // Serving for several idle periods: no collection meanwhile.
    const until = Date.now() + IDLE_MS * 4;
    while (Date.now() < until) {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await wait(10);
    }
    expect(collections).toBe(0);
    // Quiet: one collection, and only one however long it stays quiet.
    await wait(IDLE_MS * 3);
    expect(collections).toBe(1);
    await wait(IDLE_MS * 3);
    expect(collections).toBe(1);
    // A job round is work too.
    await t.app.jobs.runDue();
    await t.app.inject({ url: '/api/health' });
    await wait(IDLE_MS * 4);
    expect(collections).toBe(2);
  });
});
