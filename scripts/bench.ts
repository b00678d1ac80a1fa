// npm run bench: measures start-up, API throughput against a bare Fastify route, and the
// gzipped JS and CSS the home page loads, Lighthouse on three routes; writes the figures to BENCHMARKS.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { moneyFigures } from './bench-money';
import { scaleFigures, scaleSection } from './bench-scale';
import { programmeFigures } from './bench-programme';
import { embeddedDatabaseUrl, flatFigures, flatSection } from './bench-programme-flat';
import { lighthouseFigures, lighthouseSection } from './bench-lighthouse';
import { testkitFigures, testkitSection } from './bench-testkit';
import { chromium } from '@playwright/test';
import { freePort } from '../apps/api/src/db/embedded-postgres';
import { median } from './bench-client';

const root = path.resolve(import.meta.dirname, '..');
const DURATION_S = 10;
const CONNECTIONS = 20;

function run(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
}

/** BENCH_PORT_BASE: take ports from there on (a shared machine's agreed range), else any free one. */
let portBase = Number(process.env['BENCH_PORT_BASE'] ?? 0);
const nextPort = async () => (portBase > 0 ? portBase++ : freePort());

async function untilHealthy(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) throw new Error(`${url} never became healthy`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The built server as `npm start` runs it (one process: the figures compare to one bare one). */
async function startApp(dataDir: string, env: Record<string, string> = {}) {
  const port = await nextPort();
  const dbPort = await nextPort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      PORT: String(port),
      EMBEDDED_DB_PORT: String(dbPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: 'ignore',
  });
  const ms = await untilHealthy(`http://127.0.0.1:${port}/api/health`, t0);
  return { child, port, dbPort, ms, cpuMs: cpuMs(child.pid!) };
}

/** CPU time (user + system, all threads) a process has used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors };
}

/**
 * What `/` loads in Chromium: until the visitor reaches for the page (its prerendered HTML and
 * the wake script, apps/web/src/wake.ts), and in all once a pointer moved over it and it hydrated.
 */
async function homeAssets(port: number) {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const sizes = { js: 0, css: 0, files: 0 };
  const page = await browser.newPage();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const gz = gzipSync(await response.body()).length;
    sizes[type === 'script' ? 'js' : 'css'] += gz;
    sizes.files += 1;
  });
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
  const unreached = { ...sizes };
  await page.mouse.move(10, 10);
  await page.waitForSelector('#root:not([data-hydrating])');
  await page.waitForLoadState('networkidle');
  const hydrated = { ...sizes };
  await browser.close();
  return { unreached, hydrated };
}

/** The hand-measured part of BENCHMARKS.md (between the kept markers) goes into the new report. */
function withKeptPart(report: string): string {
  const file = path.join(root, 'BENCHMARKS.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const kept = /<!-- kept:start[\s\S]*?<!-- kept:end -->\n/.exec(old)?.[0];
  if (!kept) return report;
  const at = report.indexOf('<!-- lighthouse:start -->');
  return at < 0 ? `${report}\n${kept}` : `${report.slice(0, at)}${kept}\n${report.slice(at)}`;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** BENCH_ONLY=scale: only the speed-and-scale section (issue 15), printed, BENCHMARKS.md untouched. */
const only = process.env['BENCH_ONLY'];
if (only !== 'scale' && !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  throw new Error('build the web app first: npm run build');
}
if (!existsSync(path.join(root, 'apps/api/dist/main.mjs'))) {
  throw new Error('build the server first: npm run build');
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-bench-'));
try {
  const cold = await startApp(dataDir);
  await stop(cold.child);
  // Warm start: the median of three starts on the existing data (each a new process).
  const warmStarts: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const started = await startApp(dataDir);
    await stop(started.child);
    warmStarts.push(started);
  }
  const warmStart = {
    ms: median(warmStarts.map((s) => s.ms)),
    cpuMs: median(warmStarts.map((s) => s.cpuMs)),
  };
  // Sandbox confirmation at once, jobs polled every 100 ms (the default is 1 s).
  const warm = await startApp(dataDir, { SANDBOX_CONFIRM_SECONDS: '0', JOBS_POLL_MS: '100' });

  const barePort = await nextPort();
  const bare = run('scripts/bench-bare-server.ts', { PORT: String(barePort) });
  await untilHealthy(`http://127.0.0.1:${barePort}/api/global/webapp`, performance.now());
  const baseline = await load(`http://127.0.0.1:${barePort}/api/global/webapp`);
  await stop(bare);
  const scale = await scaleFigures(`http://127.0.0.1:${warm.port}`, dataDir, warm.child.pid!, {
    ...baseline,
    non2xx: 0,
  });
  if (only === 'scale') {
    await stop(warm.child);
    console.log(scaleSection(scale, warmStart));
    process.exit(0);
  }
  const api = await load(`http://127.0.0.1:${warm.port}/api/global/webapp`);
  const assets = await homeAssets(warm.port);
  const money = await moneyFigures(`http://127.0.0.1:${warm.port}`);
  const programme = await programmeFigures(`http://127.0.0.1:${warm.port}`, dataDir, {
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  const lighthouse = await lighthouseFigures(`http://127.0.0.1:${warm.port}`, money.participantId);
  // Last: it moves the sandbox clock 24 days.
  const flat = await flatFigures(
    `http://127.0.0.1:${warm.port}`,
    dataDir,
    embeddedDatabaseUrl(dataDir, warm.dbPort),
    { connections: CONNECTIONS, duration: DURATION_S },
  );
  await stop(warm.child);
  // The strip reader alone, with the app stopped (it runs in-process, as in the API).
  const testkit = await testkitFigures();

  const report = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.ts) on ${new Date().toISOString().slice(0, 10)}:
${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Figures of one run;
the load generator shares the machine with the server.

## Start-up (process start to the first healthy \`GET /api/health\`)

| Case | Time |
|---|---|
| First start (creates the embedded PostgreSQL cluster, migrates) | ${(cold.ms / 1000).toFixed(2)} s |
| Next start (existing data), median of 3 | ${(warmStart.ms / 1000).toFixed(2)} s (CPU ${warmStart.cpuMs} ms) |

## Throughput of \`GET /api/global/webapp\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s)

| Server | Requests/s | p99 latency | Errors |
|---|---|---|---|
| The app (all plugins: security headers, i18n, request ids, logging, zod serialisation) | ${Math.round(api.rps)} | ${api.p99} ms | ${api.errors} |
| Bare Fastify route, same body | ${Math.round(baseline.rps)} | ${baseline.p99} ms | ${baseline.errors} |
| Ratio app / bare | ${(api.rps / baseline.rps).toFixed(2)} | | |

## Home page assets (what \`/\` loads in Chromium, gzip at the default level)

| Asset | Until the visitor reaches for the page | Once hydrated (a pointer moved) |
|---|---|---|
| JavaScript | ${kb(assets.unreached.js)} | ${kb(assets.hydrated.js)} |
| CSS | ${kb(assets.unreached.css)} | ${kb(assets.hydrated.css)} |
| Files | ${assets.unreached.files} | ${assets.hydrated.files} |

## Money (sandbox payments, \`SANDBOX_CONFIRM_SECONDS=0\`, \`JOBS_POLL_MS=100\`)

| Measure | Figure |
|---|---|
| "Pay" at the sandbox checkout → donation available (signed webhook through the job queue), median of ${money.donations} | ${Math.round(money.medianMs)} ms |
| The same, slowest | ${Math.round(money.maxMs)} ms |
| \`GET /api/participant/{id}/public\` with ${money.donations} gifts, requests/s (20 connections, 10 s) | ${Math.round(money.page.rps)} |
| Its p99 latency / errors | ${money.page.p99} ms / ${money.page.errors} |

## Participant dashboard on day 3 (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, the participant's session cookie)

A participant signed up, completed the profile, was funded through the sandbox, chose today as
the start date, and an admin moved the sandbox clock two days. The calls are the \`/api\` GETs
the dashboard makes in Chromium. Ratio: requests/s over those of the bare Fastify route above.

| Call | Requests/s | p99 latency | Errors / non-2xx | Ratio to bare |
|---|---|---|---|---|
${programme.calls
  .map(
    (c) =>
      `| \`GET ${c.path}\` | ${Math.round(c.rps)} | ${c.p99} ms | ${c.errors} / ${c.non2xx} | ${(c.rps / baseline.rps).toFixed(3)} |`,
  )
  .join('\n')}

${flatSection(flat, baseline.rps, { connections: CONNECTIONS, duration: DURATION_S })}
## Seminar video (\`GET ${programme.video.path}\`, ${kb(programme.video.bytes)}, sequential requests)

| Measure | Median | Min | Max |
|---|---|---|---|
| Time to first byte, \`Range: bytes=0-\` (${programme.video.firstByte.count} requests) | ${ms(programme.video.firstByte.median)} | ${ms(programme.video.firstByte.min)} | ${ms(programme.video.firstByte.max)} |
| Full download (${programme.video.download.count} requests) | ${ms(programme.video.download.median)} | ${ms(programme.video.download.min)} | ${ms(programme.video.download.max)} |

${scaleSection(scale, warmStart)}
${testkitSection(testkit)}

${lighthouseSection(lighthouse)}
`;
  await writeFile(path.join(root, 'BENCHMARKS.md'), withKeptPart(report));
  console.log(report);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
