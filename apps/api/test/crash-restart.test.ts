// Restart after a hard crash (issue 14, item 1): the real app in a child process on a temp
// DATA_DIR, killed with SIGKILL, then started again. The tests share one cluster (creating one
// takes seconds) and each leaves it stopped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres';
import { processInfo } from '../src/db/process-info';
import type { DatabaseOwner } from '../src/db/stale-postgres';
import { startServer, waitForOutput, type Started } from './support/start-process';

let tmp: string;
let dataDir: string;
const running: Started[] = [];
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'quitpot-crash-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(async () => {
  for (const started of running.splice(0)) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await started.exited;
    }
  }
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function start() {
  const port = await freePort();
  const started = await startServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(tmp, 'no-dist'),
    LOG_LEVEL: 'warn',
  });
  running.push(started);
  return { started, base: `http://127.0.0.1:${port}` };
}

async function startHealthy() {
  const app = await start();
  await waitForOutput(app.started, 'is running at');
  expect((await fetch(`${app.base}/api/health`)).status).toBe(200);
  return app;
}

const owner = () =>
  JSON.parse(readFileSync(path.join(dataDir, 'postgres-owner.json'), 'utf8')) as DatabaseOwner;

async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processInfo(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

async function sigkill(started: Started) {
  started.child.kill('SIGKILL');
  await started.exited;
}

describe('restart after SIGKILL', () => {
  it('the database stops by itself when the app is killed, and the app starts again', async () => {
    const first = await startHealthy();
    const { postmasterPid } = owner();
    expect(processInfo(postmasterPid)).toBeDefined();
    await sigkill(first.started);
    expect(await goneWithin(postmasterPid, 5_000)).toBe(true);
    await startHealthy();
  }, 300_000);

  it('stops a database whose app is gone (its watchdog killed too) and starts', async () => {
    const first = await startHealthy();
    const { postmasterPid, watchdogPid } = owner();
    process.kill(watchdogPid ?? -1, 'SIGKILL');
    await sigkill(first.started);
    // Nothing watches the orphaned server now: it keeps running and holds the lock file.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const orphan = processInfo(postmasterPid);
    expect(orphan).toBeDefined();
    expect(orphan?.parentPid).not.toBe(first.started.child.pid);

    const second = await startHealthy();
    expect(processInfo(postmasterPid)).toBeUndefined();
    expect(second.started.stdout()).toContain('is running at');
  }, 300_000);

  it('starts over a lock file naming a dead process or one that is not our database', async () => {
    const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const stopCleanly = async (app: { started: Started }) => {
      app.started.child.kill('SIGTERM');
      expect(await app.started.exited).toBe(0);
    };
    const clean = await startHealthy();
    const { watchdogPid } = owner();
    await stopCleanly(clean);
    // A clean stop releases the watchdog, which leaves without signalling anything.
    expect(await goneWithin(watchdogPid ?? -1, 2_000)).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres-owner.json'))).toBe(false);
    const dead = spawnSync('true').pid;
    await writeFile(lockFile, `${dead}\n${path.join(dataDir, 'postgres')}\n`);
    await stopCleanly(await startHealthy());
    // After a reboot the pid in the lock file may belong to any process: here, this test run.
    await writeFile(lockFile, `${process.pid}\n${path.join(dataDir, 'postgres')}\n`);
    await startHealthy();
  }, 300_000);

  it('refuses with one line, and kills nothing, when another app runs on the same DATA_DIR', async () => {
    const first = await startHealthy();
    const second = await start();
    expect(await second.started.exited).toBe(1);
    const lines = second.started.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error: DATA_DIR .* is in use by another running QuitPot/);
    expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
    expect(processInfo(owner().postmasterPid)).toBeDefined();
  }, 300_000);
});
