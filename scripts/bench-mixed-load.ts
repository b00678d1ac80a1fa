// npm run bench:mixed-load (issue 31): 100 requests/s for 2 minutes of a day-3 participant's
// and donors' traffic against the app as `npm start` runs it (one worker per core), and the
// latency of every request: the goal is p99 ≤ 50 ms on 2 cores at a quiet moment (load under 1
// before it starts), so the load average before and after is printed beside the figures.
// The traffic, repeated: the participant opens the dashboard (its GETs, DASHBOARD), and donors
// open a fundraiser page and give (the public page, the checkout, "pay" at the sandbox checkout),
// each donor from their own address (TRUST_PROXY=1, X-Forwarded-For), as behind a proxy.
// Requests are sent on a fixed schedule (open loop), not after the previous one answered, so
// a slow answer cannot slow the load down and hide itself.
// BENCH_MIXED_RPS, BENCH_MIXED_SECONDS: the rate and length (default 100 and 120);
// BENCH_FROM_SOURCE=1: run apps/api/src/main.ts with tsx instead of the build;
// WEB_CONCURRENCY: the app's processes (default: one per core, as npm start).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/api/src/db/embedded-postgres';
import { activeParticipantOnDay3 } from './bench-active-participant';
import { signUp } from './bench-client';

const root = path.resolve(import.meta.dirname, '..');
const RATE = Number(process.env['BENCH_MIXED_RPS'] ?? 100);
const SECONDS = Number(process.env['BENCH_MIXED_SECONDS'] ?? 120);
const GOAL_P99_MS = 50;

/**
 * The participant dashboard's GETs on day 3 since record 0086: the first screen's three (the
 * configuration, the session, the one dashboard read), then what the page asks when scrolled
 * through (the dependence card, the fundraiser editor, the Support Panel's encouragements).
 */
const DASHBOARD = [
  '/api/global/webapp',
  '/api/account/session/current',
  '/api/participant/dashboard',
  '/api/dependence-help',
  '/api/participant/fundraiser',
  '/api/participant/encouragements',
];

type Step = { kind: string; run: () => Promise<Response> };
type Sample = { kind: string; ms: number; ok: boolean };

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

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** One donor: the fundraiser page, the checkout, "pay"; from their own address. */
function donorSteps(base: string, participantId: string, n: number): Step[] {
  const headers = {
    'content-type': 'application/json',
    origin: base,
    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  };
  let checkoutId = '';
  return [
    {
      kind: 'GET /api/participant/{id}/public',
      run: () => fetch(`${base}/api/participant/${participantId}/public`, { headers }),
    },
    {
      kind: 'POST /api/transaction',
      run: async () => {
        const response = await fetch(`${base}/api/transaction`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            participantId,
            amountCents: 2_500,
            donorName: `Mixed donor ${n}`,
            donorEmail: `mixed-donor-${n}-${Date.now()}@example.com`,
            redirectUrl: `${base}/supporter/support/${participantId}`,
          }),
        });
        if (response.ok) {
          const body = (await response.clone().json()) as { checkoutUrl: string };
          checkoutId = body.checkoutUrl.split('/').pop() ?? '';
        }
        return response;
      },
    },
    {
      kind: 'GET /api/sandbox/checkout/{id}',
      run: () => fetch(`${base}/api/sandbox/checkout/${checkoutId}`, { headers }),
    },
    {
      kind: 'POST /api/sandbox/checkout/{id} (pay)',
      run: () =>
        fetch(`${base}/api/sandbox/checkout/${checkoutId}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ action: 'pay' }),
        }),
    },
  ];
}

/** The traffic, endlessly: a dashboard visit, then a donor, in turns, one request at a time. */
function* traffic(base: string, cookie: string, participantId: string): Generator<Step> {
  for (let n = 1; ; n++) {
    const dashboard = DASHBOARD.map((url) => ({
      kind: `GET ${url}`,
      run: () => fetch(`${base}${url}`, { headers: { cookie } }),
    }));
    const donor = donorSteps(base, participantId, n);
    // Interleaved as they would arrive from two people at once: a donor's step after every
    // third of the participant's, until both are done.
    for (let i = 0; i < Math.max(dashboard.length, 3 * donor.length); i++) {
      if (dashboard[i]) yield dashboard[i]!;
      if (i % 3 === 0 && donor[i / 3]) yield donor[i / 3]!;
    }
  }
}

/** Sends `steps` at `rate` per second for `seconds`, each on its own schedule; the samples. */
async function openLoop(steps: Generator<Step>, rate: number, seconds: number) {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const total = rate * seconds;
  const t0 = performance.now();
  // A donor's steps run in order: each waits for the one before it of the same donor.
  let previous: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const step = steps.next().value as Step;
    const donorStep = step.kind.includes('checkout') || step.kind.startsWith('POST');
    const before = donorStep ? previous : Promise.resolve();
    const sent = before.then(async () => {
      const started = performance.now();
      try {
        const response = await step.run();
        await response.arrayBuffer();
        samples.push({ kind: step.kind, ms: performance.now() - started, ok: response.ok });
      } catch {
        samples.push({ kind: step.kind, ms: performance.now() - started, ok: false });
      }
    });
    if (step.kind.startsWith('POST /api/transaction') || donorStep) previous = sent;
    pending.push(sent);
  }
  await Promise.all(pending);
  return { samples, elapsedS: (performance.now() - t0) / 1000 };
}

function summary(samples: Sample[]) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    failed: samples.filter((s) => !s.ok).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

const fromSource = Boolean(process.env['BENCH_FROM_SOURCE']);
if (!fromSource && !existsSync(path.join(root, 'apps/api/dist/main.mjs'))) {
  throw new Error('build the server first: npm run build (or BENCH_FROM_SOURCE=1)');
}
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-mixed-'));
const port = await freePort();
const entry = fromSource
  ? ['--import', 'tsx', path.join(root, 'apps/api/src/main.ts')]
  : [path.join(root, 'apps/api/dist/main.mjs')];
const app = spawn(process.execPath, entry, {
  cwd: root,
  env: {
    ...process.env,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    EMBEDDED_DB_PORT: String(await freePort()),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SANDBOX_CONFIRM_SECONDS: '0',
    TRUST_PROXY: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const base = `http://127.0.0.1:${port}`;
  await healthy(`${base}/api/health`);
  const participant = await activeParticipantOnDay3(base, dataDir);
  const { id: participantId } = await signUp(base, 'participant', 'mixed-fundraiser');
  // Warm up (code paths compiled, connections opened) for 5 s at the same rate, not counted.
  await openLoop(traffic(base, participant.cookie, participantId), RATE, 5);
  const before = loadAverage();
  const run = await openLoop(traffic(base, participant.cookie, participantId), RATE, SECONDS);
  const after = loadAverage();
  const all = summary(run.samples);
  const kinds = [...new Set(run.samples.map((s) => s.kind))].sort();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`## Mixed load (issue 31; \`npm run bench:mixed-load\`)

${RATE} requests/s for ${SECONDS} s (${all.count} requests in ${run.elapsedS.toFixed(1)} s), open loop: a day-3
participant's dashboard GETs and donors giving (public page, checkout, sandbox "pay"), in turns.
The app as \`npm start\` runs it${fromSource ? ' (from source with tsx)' : ''}, ${process.env['WEB_CONCURRENCY'] ?? 'one process per core'}, on ${os.cpus().length} cores;
the load generator shares the machine. Load average (1 / 5 / 15 min) before: ${before}; after: ${after}.

| Requests | Count | Failed | p50 | p95 | p99 | Max |
|---|---|---|---|---|---|---|
| All (goal p99 ≤ ${GOAL_P99_MS} ms) | ${all.count} | ${all.failed} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${ms(all.max)} |
${kinds
  .map((kind) => {
    const s = summary(run.samples.filter((sample) => sample.kind === kind));
    return `| \`${kind}\` | ${s.count} | ${s.failed} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} |`;
  })
  .join('\n')}
`);
} finally {
  await stop(app);
  await rm(dataDir, { recursive: true, force: true });
}
