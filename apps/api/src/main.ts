// Entry point of `npm start`: config → database (embedded unless DATABASE_URL) → migrations
// → HTTP server. Start-up failures print one line naming the cause; signals stop cleanly.
import net from 'node:net';
import { buildApp } from './app';
import { connectDatabase, type Database } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { ensureDatabase } from './db/ensure-database';
import { runMigrations } from './db/migrate';
import { ConfigError, loadConfig, type Config } from './platform/config';
import { StartupError } from './platform/errors';
import { createLogger } from './platform/logger';
import { seedProgramme } from './modules/programme/seed-programme';
import { shippedProgramme } from './modules/programme/shipped-seed';
import { createStorage } from './providers/storage/create-storage';

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

const log = createLogger(config.logLevel);
let embedded: EmbeddedDatabase | undefined;
let database: Database | undefined;

async function stopDatabase() {
  await database?.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
}

try {
  if (config.port !== 0) await assertPortFree(config);
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedDbPort,
      log,
    });
    databaseUrl = await ensureDatabase(embedded.url, 'quitpot');
  }
  database = connectDatabase(databaseUrl);
  await runMigrations(database.db);
  const storage = createStorage(config.storage);
  const seeded = await seedProgramme(database.db, storage, shippedProgramme);
  if (seeded.seminars + seeded.symptoms + seeded.triggers > 0) log.info(seeded, 'programme seeded');
  const app = await buildApp({ config, db: database.db, logger: log, storage });
  await app.listen({ port: config.port, host: config.host });

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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ url: config.publicUrl, port, embeddedDatabase: Boolean(embedded) }, 'ready');
  process.stdout.write(
    `\nQuitPot is running at ${config.publicUrl}\n` +
      (embedded ? `Embedded PostgreSQL with its data in ${config.dataDir}\n` : '') +
      'Press Ctrl+C to stop.\n\n',
  );
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
