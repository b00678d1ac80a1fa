// Entry point of `npm start`: config → database (embedded unless DATABASE_URL) → migrations
// → HTTP server. Start-up failures print one line naming the cause; signals stop cleanly.
// With WEB_CONCURRENCY > 1 (default: one per core) the primary process owns the database
// (starts the embedded one, migrates, seeds) and forks that many workers sharing the port
// (node:cluster); each worker serves HTTP and works jobs, safe side by side (issue 15).
import cluster from 'node:cluster';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import type * as AppModuleNamespace from './app';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { ensureDatabase } from './db/ensure-database';
import { runMigrations } from './db/migrate';
import { answerClusterMetrics } from './platform/cluster-metrics';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { StartupError } from './platform/errors';
import { releaseMemoryWhenIdle } from './platform/idle-memory';
import { createLogger } from './platform/logger';
import { seedProgramme } from './modules/programme/seed-programme';
import { shippedProgramme } from './modules/programme/shipped-seed';
import { createStorage } from './providers/storage/create-storage';

type AppModule = typeof AppModuleNamespace;

/** Milliseconds since the process started, per start-up phase (logged at debug level). */
const phases: Record<string, number> = { modulesLoaded: Math.round(performance.now()) };
const mark = (phase: string) => (phases[phase] = Math.round(performance.now()));

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

async function assertPortFree(config: Config): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new StartupError(
          error.code === 'EADDRINUSE'
            ? `PORT ${config.port} is already in use: stop the program using it or set PORT to a free port`
            : `PORT ${config.port} cannot be opened on ${config.host} (${error.code ?? error.message})`,
        ),
      ),
    );
    probe.listen(config.port, config.host, () => probe.close(() => resolve()));
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

/** WEB_CONCURRENCY: how many HTTP processes (default: one per core; 1 with PORT=0). */
function webConcurrency(): number {
  const raw = process.env['WEB_CONCURRENCY']?.trim();
  if (!raw) return config.port === 0 ? 1 : availableParallelism();
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) {
    fail('WEB_CONCURRENCY must be a whole number of processes between 1 and 256');
  }
  return n;
}

const log = createLogger(config.logLevel);
const isWorker = cluster.isWorker;
const workers = isWorker ? 1 : webConcurrency();
if (workers > 1 && config.port === 0) fail('WEB_CONCURRENCY > 1 needs a fixed PORT, not 0');
let embedded: EmbeddedDatabase | undefined;
let database: Database | undefined;

async function stopDatabase() {
  await database?.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
}

async function serve(storage: ReturnType<typeof createStorage>, appModule: Promise<AppModule>) {
  const { buildApp } = await appModule;
  mark('appLoaded');
  const app = await buildApp({ config, db: database!.db, logger: log, storage });
  releaseMemoryWhenIdle(app);
  mark('appBuilt');
  await app.listen({ port: config.port, host: config.host });
  mark('listening');
  log.debug(phases, 'start-up phases (ms since the process started)');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1); // a second signal means: stop now
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close().catch((error: unknown) => log.error({ err: error }, 'close failed'));
    await stopDatabase();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
  if (isWorker) {
    // The primary died (even by SIGKILL): stop serving rather than outlive the database owner.
    process.on('disconnect', () => {
      if (!stopping) void shutdown('disconnect');
    });
    process.send?.('ready');
    return;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  announce(port, 1);
}

function announce(port: number, processes: number) {
  log.info(
    { url: config.publicUrl, port, embeddedDatabase: Boolean(embedded), processes },
    'ready',
  );
  process.stdout.write(
    `\nQuitPot is running at ${config.publicUrl}` +
      (processes > 1 ? ` (${processes} processes)` : '') +
      '\n' +
      (embedded ? `Embedded PostgreSQL with its data in ${config.dataDir}\n` : '') +
      'Press Ctrl+C to stop.\n\n',
  );
}

/** The primary: forks the workers (restarting one that dies), stops them and the database. */
async function runPrimary(databaseUrl: string) {
  let stopping = false;
  // A scrape of /metrics reaches one worker, which asks here for every worker's figures.
  answerClusterMetrics();
  const env = { DATABASE_URL: databaseUrl };
  const fork = () => cluster.fork(env);
  await new Promise<void>((resolve, reject) => {
    let ready = 0;
    for (let i = 0; i < workers; i++) {
      const worker = fork();
      worker.on('message', (message) => {
        if (message === 'ready' && ++ready === workers) resolve();
      });
      worker.once('exit', (code) => {
        if (ready < workers)
          reject(new StartupError(`a server process stopped while starting (exit ${code})`));
      });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'server process died: starting another');
    fork();
  });
  const shutdown = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, 'shutting down');
    const all = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      all.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    await stopDatabase();
    log.info('stopped');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
  announce(config.port, workers);
}

try {
  if (!isWorker && config.port !== 0) await assertPortFree(config);
  const starting = config.databaseUrl
    ? undefined
    : startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedDbPort, log });
  // The HTTP app's code (most of the server) loads while PostgreSQL starts in its own process;
  // a primary that only keeps workers alive never loads it (issue 15: start-up time, memory).
  const appModule = isWorker || workers === 1 ? import('./app') : undefined;
  appModule?.catch(() => undefined); // its failure is reported where it is awaited
  let databaseUrl: string;
  if (starting) {
    embedded = await starting;
    mark('embeddedDatabaseStarted');
    databaseUrl = await ensureDatabase(embedded.url, 'quitpot');
  } else databaseUrl = config.databaseUrl!;
  database = connectDatabase(databaseUrl);
  const storage = createStorage(config.storage);
  if (!isWorker) {
    await runMigrations(database.db);
    mark('migrated');
    const seeded = await seedProgramme(database.db, storage, shippedProgramme);
    if (seeded.seminars + seeded.symptoms + seeded.triggers > 0)
      log.info(seeded, 'programme seeded');
    mark('seeded');
  }
  if (!isWorker && workers > 1) {
    // The primary serves nothing itself: it keeps the database and the workers alive.
    await database.close();
    database = undefined;
    await runPrimary(databaseUrl);
  } else {
    await serve(storage, appModule!);
  }
} catch (error) {
  await stopDatabase();
  if (error instanceof StartupError) fail(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`PORT ${config.port} is already in use: set PORT to a free port`);
  if (code === 'ECONNREFUSED' && config.databaseUrl)
    fail('DATABASE_URL: the database server refused the connection');
  log.error({ err: error }, 'start-up failed');
  fail(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
}
