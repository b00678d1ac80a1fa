// Restart after a crash: a PostgreSQL server left running on our own cluster by an app that died
// (SIGKILL, out of memory) holds the cluster's lock file and blocks every start. Before the
// embedded database starts, the lock file is judged: a server whose app is gone is stopped, a
// lock file naming no server of this cluster is removed, and a server whose app still runs is
// left alone and start-up refuses with one line.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { StartupError } from './startup-error';
import { processInfo, type ProcessInfo } from './process-info';

/** Who started the server now running on the cluster (written after it started). */
export type DatabaseOwner = { appPid: number; postmasterPid: number; watchdogPid: number | null };

export const ownerFile = (dataDir: string) => path.join(dataDir, 'postgres-owner.json');

export async function writeOwner(dataDir: string, owner: DatabaseOwner): Promise<void> {
  await writeFile(ownerFile(dataDir), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
}

export async function removeOwner(dataDir: string): Promise<void> {
  await rm(ownerFile(dataDir), { force: true });
}

async function readOwner(dataDir: string): Promise<DatabaseOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(ownerFile(dataDir), 'utf8')) as DatabaseOwner;
    return Number.isSafeInteger(owner.appPid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The postmaster's pid from the first line of `postmaster.pid`, if the file is there. */
export async function postmasterPid(clusterDir: string): Promise<number | undefined> {
  try {
    const pid = Number(
      (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A postgres server whose data directory (`-D`) is this cluster: not some process that reused the pid. */
function servesCluster(info: ProcessInfo, clusterDir: string): boolean {
  const at = info.args.indexOf('-D');
  const dir = at >= 0 ? info.args[at + 1] : undefined;
  return (
    path.basename(info.args[0] ?? '').startsWith('postgres') &&
    dir !== undefined &&
    path.resolve(dir) === path.resolve(clusterDir)
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function exits(pid: number, clusterDir: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const info = processInfo(pid);
    if (!info || !servesCluster(info, clusterDir)) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

/**
 * Stops a server the app that started it no longer runs for: SIGINT is PostgreSQL's fast
 * shutdown (sessions end, a checkpoint is written); if that hangs, SIGQUIT is the immediate one
 * (crash recovery at the next start). An app still running on the cluster is never touched.
 */
export async function clearStalePostmaster(options: {
  dataDir: string;
  clusterDir: string;
  log: Logger;
  stopWithinMs?: number;
}): Promise<void> {
  const { dataDir, clusterDir, log } = options;
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = await postmasterPid(clusterDir);
  const info = pid === undefined ? undefined : processInfo(pid);
  if (pid === undefined || !info || !servesCluster(info, clusterDir)) {
    // Postgres itself removes a lock file of a dead pid, but not one whose pid now belongs to
    // another process (a reboot, a container restart): no server of ours runs, so it goes.
    await rm(lockFile, { force: true });
    log.warn(
      { postmasterPid: pid },
      'removed the lock file of an embedded database that is no longer running',
    );
    return;
  }
  const owner = await readOwner(dataDir);
  // A server's parent is the app that started it until that app exits; then the server is
  // handed to init (or a subreaper). Without an owner record we cannot tell, so we refuse.
  const ownerRuns = owner ? info.parentPid === owner.appPid : info.parentPid !== 1;
  if (ownerRuns) {
    throw new StartupError(
      `DATA_DIR ${dataDir} is in use by another running QuitPot (process ${info.parentPid}): stop it first or choose another DATA_DIR`,
    );
  }
  log.warn(
    { postmasterPid: pid },
    'stopping the embedded database left running by a QuitPot that crashed',
  );
  const within = options.stopWithinMs ?? 15_000;
  signal(pid, 'SIGINT');
  if (await exits(pid, clusterDir, within)) return;
  signal(pid, 'SIGQUIT');
  if (await exits(pid, clusterDir, 5_000)) return;
  throw new StartupError(
    `The database left running in ${clusterDir} (process ${pid}) did not stop: stop it by hand`,
  );
}
