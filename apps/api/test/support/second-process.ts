// A second API process on a test app's database: its own app, pool and listeners, as another
// process of WEB_CONCURRENCY (or another machine) would have.
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import { loadConfig } from '../../src/platform/config';
import type { TestApp } from './test-app';

export type SecondProcess = { app: FastifyInstance; close: () => Promise<void> };

export async function secondProcess(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<SecondProcess> {
  const config = loadConfig({
    WEB_DIST_DIR: '.tmp/no-web-dist',
    JOBS_POLL_MS: '0',
    PASSWORD_HASH_N: '1024', // as in test-app.ts (record 0089)
    ...env,
    DATABASE_URL: first.databaseUrl,
    LOG_LEVEL: 'silent',
  });
  const database = connectDatabase(first.databaseUrl, { max: 4 });
  const app = await buildApp({ config, db: database.db, logger: pino({ level: 'silent' }) });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
