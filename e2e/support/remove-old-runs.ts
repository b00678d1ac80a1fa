// Removes what earlier journey runs left behind (this run's databases are in use by the app). A
// folder whose PostgreSQL is still running, or that was made in the last ten minutes (its
// database may still be being created), belongs to a run going on beside this one (another
// checkout on the same machine, or CI's test gate beside the journeys) and is left alone.
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { clockLanes, e2eDatabase } from '../playwright.config';

async function inUse(folder: string): Promise<boolean> {
  const pidFile = await readFile(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => null,
  );
  const pid = Number(pidFile?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else (postgres runs as its own user).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * What journeys leave in the temporary folder: the apps' databases (quitpot-e2e-<run>…) and the
 * kits filmed or photographed and the browser profiles some journeys make. In memory (record
 * 0096) they would otherwise stay until the machine restarts.
 */
const EARLIER_RUNS = /^quitpot-(e2e|kit|guide|spot|browser)-/;

export default async function removeOldRuns() {
  const current = [e2eDatabase, ...clockLanes.map((lane) => lane.database)].map((db) =>
    path.basename(db.dataDir),
  );
  for (const entry of await readdir(os.tmpdir())) {
    if (!EARLIER_RUNS.test(entry) || current.includes(entry)) continue;
    const folder = path.join(os.tmpdir(), entry);
    const made = await stat(folder).catch(() => null);
    if (!made || Date.now() - made.mtimeMs < 10 * 60_000) continue;
    if (await inUse(folder)) continue;
    await rm(folder, { recursive: true, force: true });
  }
}
