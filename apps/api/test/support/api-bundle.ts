// The API as `npm start` runs it (scripts/build-api.mjs: one bundle, V8's compile cache), for
// the tests that start it as a process. Started from the TypeScript sources through tsx, each
// start transpiled the whole app again: about four CPU-seconds a start, in every run and in the
// date sweep. Built once per test run, into the folder the global setup names, by the first
// test that asks; tests in other workers wait for that build.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { repoRoot } from '../../src/platform/config';

/** Programs of the test suite's own, built into the same bundle (name → file). */
const testEntries = { 'crash-child': 'apps/api/test/support/crash-child.ts' };

export type ApiBundle = {
  /** The server's entry, as `npm start` runs it. */
  server: string;
  /** A test program of `testEntries`. */
  program: (name: keyof typeof testEntries) => string;
  /** Environment for programs started without main.mjs: V8's compile cache beside the bundle. */
  env: Record<string, string>;
};

async function build(dist: string) {
  const entries = Object.entries(testEntries).flatMap(([name, file]) => [
    '--entry',
    `${name}=${path.join(repoRoot, file)}`,
  ]);
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, 'scripts/build-api.mjs'), '--outdir', dist, ...entries],
    { cwd: repoRoot },
  );
}

async function waitForBuild(dist: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (existsSync(path.join(dist, '..', 'ready'))) return;
    const failed = path.join(dist, '..', 'failed');
    if (existsSync(failed))
      throw new Error(`building the API failed: ${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error('timed out waiting for the API bundle');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function apiBundle(): Promise<ApiBundle> {
  const dist = inject('apiBundleDir');
  const result: ApiBundle = {
    server: path.join(dist, 'main.mjs'),
    program: (name) => path.join(dist, `${name}.mjs`),
    env: { NODE_COMPILE_CACHE: path.join(dist, '.compile-cache') },
  };
  let builder = true;
  try {
    // mkdir is atomic: the one test that creates it builds.
    await mkdir(path.join(dist, '..', 'building'));
  } catch {
    builder = false;
  }
  if (!builder) {
    await waitForBuild(dist);
    return result;
  }
  try {
    await build(dist);
  } catch (error) {
    await writeFile(path.join(dist, '..', 'failed'), String(error));
    throw error;
  }
  await writeFile(path.join(dist, '..', 'ready'), '');
  return result;
}
