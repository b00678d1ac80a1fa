// Operators for the console's journeys: made by the operator command (`npm run admin:create`, as
// built), on the journeys' database, and signed in through the API.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { currentDatabase } from './app-database';
import { expect, uniqueEmail } from './donations';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export type Operator = { email: string; password: string };

async function tryThrice<T>(step: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * Runs the operator command that makes an admin (`npm run admin:create`) as the built app ships
 * it (apps/api/dist/admin-create.mjs, the container's `admin-create`), against the app's embedded
 * database: the journeys run the built app, and the command from the TypeScript sources through
 * tsx cost a second and a half of CPU at each of the journeys' operators.
 */
export async function adminByCommand(): Promise<Operator> {
  const email = uniqueEmail('ops');
  const password = 'operator-secret-1';
  const database = currentDatabase();
  const dbPassword = readFileSync(path.join(database.dataDir, 'postgres-password'), 'utf8');
  const run = () =>
    promisify(execFile)(
      process.execPath,
      [
        path.join(repoRoot, 'apps/api/dist/admin-create.mjs'),
        '--email',
        email,
        '--password',
        password,
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: `postgres://postgres:${encodeURIComponent(dbPassword.trim())}@127.0.0.1:${database.port}/quitpot`,
          LOG_LEVEL: 'warn',
        },
      },
    );
  // Two commands starting at once can collide in the migrator's CREATE SCHEMA IF NOT EXISTS
  // (the journeys' workers make their operators in parallel): try again after a moment.
  const { stdout } = await tryThrice(run);
  expect(stdout).toContain(`Created admin ${email}`);
  return { email, password };
}

/** Signs the context in as the operator (the session opens as admin). */
export async function signInAsAdmin(request: APIRequestContext, operator: Operator) {
  const response = await request.post('/api/account/signin', {
    data: {
      email: operator.email,
      password: operator.password,
      role: 'participant',
      rememberMe: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(((await response.json()) as { role: string }).role).toBe('admin');
}
