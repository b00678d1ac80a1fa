// Runs the server as `npm start` does (the built bundle, api-bundle.ts), in a child process, for
// start-up and shutdown tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from '../../src/platform/config';
import { apiBundle } from './api-bundle';

export type Started = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
};

export async function startServer(env: Record<string, string>): Promise<Started> {
  const bundle = await apiBundle();
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [bundle.server], {
    cwd: repoRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      // These tests watch one process start and stop (cluster start: see decisions).
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

// Generous: a start creates a database cluster, which on a loaded 2-core machine takes long.
export async function waitForOutput(started: Started, text: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (!started.stdout().includes(text)) {
    if (started.child.exitCode !== null) {
      throw new Error(`server exited: ${started.stderr()}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
