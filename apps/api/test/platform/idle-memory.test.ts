// Memory back after a burst (issue 15): one full collection once the process has been quiet
// for the idle time after serving, none while it serves or when it was idle all along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullCollection, releaseMemoryWhenIdle } from '../../src/platform/idle-memory';
import { createTestApp, type TestApp } from '../support/test-app';

const IDLE_MS = 150;
/** When each collection ran, and how long after the last answered request. */
const collections: { at: number; sinceAnswer: number }[] = [];
let answeredAt = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.addHook('onResponse', (_request, _reply, done) => {
      answeredAt = Date.now();
      done();
    });
    releaseMemoryWhenIdle(app, {
      idleMs: IDLE_MS,
      collect: () => collections.push({ at: Date.now(), sinceAnswer: Date.now() - answeredAt }),
    });
  });
});
afterAll(() => t.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Collections since the last answered request. */
const sinceLastAnswer = () => collections.filter((c) => c.at >= answeredAt).length;

describe('memory back when idle', () => {
  it("V8's full collection is reachable without --expose-gc", () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    gc!();
  });

  // On a loaded machine the process itself may stand still for longer than the idle time
  // between two requests (CI saw it at a load of about 10): that is quiet too, and a collection
  // then is right. What must never happen is a collection within the idle time of an answer.
  it('collects once after requests, never while serving or when idle all along', async () => {
    await wait(IDLE_MS * 3);
    expect(collections).toEqual([]);
    // Serving for several idle periods: no collection within the idle time of an answer.
    const until = Date.now() + IDLE_MS * 4;
    while (Date.now() < until) {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await wait(10);
    }
    // Quiet: one collection, and only one however long it stays quiet.
    await wait(IDLE_MS * 3);
    expect(sinceLastAnswer()).toBe(1);
    await wait(IDLE_MS * 3);
    expect(sinceLastAnswer()).toBe(1);
    // A job round is work too.
    await t.app.jobs.runDue();
    await t.app.inject({ url: '/api/health' });
    await wait(IDLE_MS * 4);
    expect(sinceLastAnswer()).toBe(1);
    // The timer's slack against the wall clock: a millisecond or two.
    for (const { sinceAnswer } of collections) expect(sinceAnswer).toBeGreaterThan(IDLE_MS - 5);
  });
});
