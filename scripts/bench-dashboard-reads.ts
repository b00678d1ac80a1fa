// npm run bench's dashboard reads on their own, against the API run from source (no build):
// a day-3 participant's dashboard GETs under load, each as a ratio to the bare route. For
// working on the reads (issue 31); `npm run bench` writes the figures of record.
// BENCH_READS_SECONDS: seconds per call (default 5); BENCH_READS_FRESH=1: every read goes to the
// database (the recent-write cookie, set ahead of the clock; see platform/recent-writes.ts);
// BENCH_READS_FLAT=1: the calendar and today's seminars on day 3 and 27, few and many watched.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { freePort } from '../apps/api/src/db/embedded-postgres';
import { activeParticipantOnDay3 } from './bench-active-participant';
import { DASHBOARD_READS } from './bench-programme';
import { embeddedDatabaseUrl, flatFigures, flatSection } from './bench-programme-flat';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env['BENCH_READS_SECONDS'] ?? 5);

async function healthy(url: string) {
  const t0 = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > 120_000) throw new Error(`${url} never became healthy`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const stop = async (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
};

async function rate(url: string, cookie = '') {
  const r = await autocannon({ url, headers: { cookie }, connections: 20, duration: seconds });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-reads-'));
const port = await freePort();
const dbPort = await freePort();
const barePort = await freePort();
const extra = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
const app = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    LOG_LEVEL: 'warn',
    WEB_CONCURRENCY: '1',
    PORT: String(port),
    EMBEDDED_DB_PORT: String(dbPort),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SANDBOX_CONFIRM_SECONDS: '0',
    JOBS_POLL_MS: '100',
  },
  stdio: 'inherit',
});
try {
  const base = `http://127.0.0.1:${port}`;
  await healthy(`${base}/api/health`);
  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  await healthy(`http://127.0.0.1:${barePort}/api/global/webapp`);
  const bareUrl = `http://127.0.0.1:${barePort}/api/global/webapp`;
  const baseline = await rate(bareUrl);
  console.log(`bare ${Math.round(baseline.rps)}/s; load ${os.loadavg().map((l) => l.toFixed(2))}`);
  if (process.env['BENCH_READS_FLAT']) {
    const load = { connections: 20, duration: seconds };
    const url = embeddedDatabaseUrl(dataDir, dbPort);
    console.log(flatSection(await flatFigures(base, dataDir, url, load), baseline.rps, load));
  } else {
    const day3 = await activeParticipantOnDay3(base, dataDir);
    const fresh = `${RECENT_WRITE_COOKIE}=${Date.now() + 3_600_000}`;
    const cookie = process.env['BENCH_READS_FRESH'] ? `${day3.cookie}; ${fresh}` : day3.cookie;
    const only = process.env['BENCH_READS_ONLY'];
    // On a shared machine the bare route is measured again right before each read, and the
    // ratio taken to that figure: what others run changes minute by minute.
    for (const read of only ? only.split(',') : DASHBOARD_READS) {
      const beside = await rate(bareUrl);
      const r = await rate(`${base}${read}`, cookie);
      console.log(
        `${read.padEnd(36)} ${String(Math.round(r.rps)).padStart(6)}/s p99 ${r.p99} ms bad ${r.non2xx} ratio ${(r.rps / beside.rps).toFixed(3)} (bare ${Math.round(beside.rps)}/s; load ${os.loadavg()[0]!.toFixed(1)})`,
      );
    }
  }
  await stop(bare);
} finally {
  await stop(app);
  await rm(dataDir, { recursive: true, force: true });
}
