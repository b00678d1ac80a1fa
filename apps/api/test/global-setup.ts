// Starts one embedded PostgreSQL server for the whole API test run and migrates a template
// database; each test file clones its own database from it (see test/test-app.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { ensureDatabase } from '../src/db/ensure-database';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'quitpot_template';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-test-db-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    log: pino({ level: 'silent' }),
    persistent: false,
  });
  const templateUrl = await ensureDatabase(server.url, TEMPLATE_DATABASE);
  const template = connectDatabase(templateUrl, { max: 1 });
  await runMigrations(template.db);
  await template.close();
  project.provide('databaseServerUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
