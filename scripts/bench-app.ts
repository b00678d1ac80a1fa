// The app as the browser benchmarks run it (bench-lighthouse, bench-first-tap,
// bench-dashboard-phone): from source, on its own embedded database and a free port, healthy
// before it is handed over; `stop()` ends it and removes its data.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/src/db/embedded-postgres';

export async function startBenchApp(
  name: string,
): Promise<{ base: string; dataDir: string; stop: () => Promise<void> }> {
  const root = path.resolve(import.meta.dirname, '..');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `quitpot-${name}-`));
  const port = Number(process.env['BENCH_PORT'] ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let started = Date.now(); ;) {
      const healthy = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() - started > 120_000) throw new Error('the app never became healthy');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, dataDir, stop };
}
