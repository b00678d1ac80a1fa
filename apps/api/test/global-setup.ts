// Starts one embedded PostgreSQL server for the whole API test run and migrates a template
// database; each test file clones its own database from it (see test/test-app.ts). It also
// names the folder where the tests that start the server as a process build it (api-bundle.ts).
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { scratchRoot } from '@quit/test-support/scratch-dir';
import { connectDatabase } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { ensureDatabase } from '../src/db/ensure-database';
import { runMigrations } from '../src/db/migrate';
import { repoRoot } from '../src/platform/config';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
    /** Where this run's API bundle is built when a test first asks for it (api-bundle.ts). */
    apiBundleDir: string;
  }
}

export const TEMPLATE_DATABASE = 'quitpot_template';

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(scratchRoot(), 'quitpot-test-db-'));
  const server = await startEmbeddedPostgres({
    dataDir,
    port: 0,
    log: pino({ level: 'silent' }),
    persistent: false,
    // A throwaway cluster: nothing in it must survive a crash of the machine, so no flush to disk.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  const templateUrl = await ensureDatabase(server.url, TEMPLATE_DATABASE);
  const template = connectDatabase(templateUrl, { max: 1 });
  await runMigrations(template.db);
  await template.close();
  project.provide('databaseServerUrl', server.url);
  // Three folders below the repository, as apps/api/dist is (scripts/build-api.mjs).
  await mkdir(path.join(repoRoot, '.tmp'), { recursive: true });
  const bundleRoot = await mkdtemp(path.join(repoRoot, '.tmp', 'api-test-'));
  project.provide('apiBundleDir', path.join(bundleRoot, 'dist'));
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(bundleRoot, { recursive: true, force: true });
  };
}
