import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { connectDatabase, type Database } from './client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { ensureDatabase } from './ensure-database';

/** The port of an embedded server already running on this data folder, if any. */
function runningEmbeddedPort(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined; // a stale file from a crash
  }
  return Number(port);
}

/**
 * The app's database for a command run beside the app: DATABASE_URL, else the embedded server
 * the running app started, else a temporary start of the embedded server.
 */
/** Where the database is: DATABASE_URL, or the embedded server's data folder. */
export type DatabasePlace = { databaseUrl: string | undefined; dataDir: string };

export async function openDatabase(
  config: DatabasePlace,
  log: Logger,
): Promise<Database & { embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return connectDatabase(config.databaseUrl, { max: 2 });
  const port = runningEmbeddedPort(config.dataDir);
  if (port !== undefined) {
    const password = readFileSync(path.join(config.dataDir, 'postgres-password'), 'utf8').trim();
    const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/quitpot`;
    return connectDatabase(url, { max: 2 });
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: 0, log });
  const database = connectDatabase(await ensureDatabase(embedded.url, 'quitpot'), { max: 2 });
  return {
    ...database,
    embedded,
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}
