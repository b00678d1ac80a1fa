// The participant's dashboard on a phone (issue 31 item 2, record 0086): a participant on day 3
// opens /participant/dashboard in Chromium with Lighthouse's mobile profile (4× CPU slowdown,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a 412 × 823 screen), with a cold cache each
// time. Measured per run: the time from navigation to today's first seminar on screen (the daily
// overview), the JavaScript the page loaded (gzip sizes of the built files, and the bytes over the
// wire), and the API calls made until the page is complete (nothing asked for 2 s) without
// scrolling; and the overview again on the next visit, the code cached. Median and worst of 5,
// into BENCHMARKS.md (its own section).
// `npm run bench:dashboard-phone` builds nothing: it measures the built app in apps/web/dist
// (or WEB_DIST_DIR). To find where the time goes: BENCH_RUNS=1 BENCH_WRITE=0 BENCH_TIMELINE=1
// prints every request (start → end), the page's long tasks and errors; BENCH_PROFILE=1 writes
// the page's JavaScript CPU profile to /tmp/dashboard.cpuprofile; BENCH_TRACE=1 the browser's
// trace (parsing, scripts, style, layout, paint) to /tmp/dashboard-trace.json.
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs } from '../e2e/support/browsers';
import { startBenchApp } from './bench-app';
import { activeParticipantOnDay3 } from './bench-active-participant';
import { median } from './bench-client';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST_DIR (the app's own setting) lets the bench measure a copy of the build that other
// builds on the machine do not replace mid-run.
const dist = path.resolve(root, process.env['WEB_DIST_DIR'] ?? 'apps/web/dist');
/** Lighthouse's mobile throttling (its "simulated slow 4G"), applied in the browser here. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Today's first seminar: what "the daily overview is visible" means here. */
const OVERVIEW = '[data-testid="seminar-item"]';
/** The page is complete once no API call was asked for this long. */
const QUIET_MS = 2_000;
/** BENCH_TIMELINE=1 prints each run's requests (start → end, from navigation) to find the waits. */
const TIMELINE = process.env['BENCH_TIMELINE'] === '1';

type Run = {
  /** Until the probe (Playwright, polling the slowed page) saw the overview. */
  overviewMs: number;
  /** Until the page painted the first frame with it, on the page's clock from navigation. */
  paintedMs: number;
  /**
   * The same on the next visit (the next day's opening): the code is in the browser's cache, so
   * the page waits on its HTML, its reads and its own work, not on the code's download.
   */
  paintedAgainMs: number;
  /** The scripts loaded by the time the overview showed (the shell and the first screen). */
  jsAtOverviewGzBytes: number;
  jsGzBytes: number;
  jsWireBytes: number;
  apiCalls: number;
  calls: string[];
  /** The scripts loaded, biggest first, with their gzip sizes (for the console). */
  scripts: string[];
};

const gzCache = new Map<string, number>();
/** The gzip size of a built file (its precompressed .gz when there is one). */
function gzSize(pathname: string): number {
  const known = gzCache.get(pathname);
  if (known !== undefined) return known;
  const file = path.join(dist, decodeURIComponent(pathname));
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).byteLength
    : existsSync(file)
      ? gzipSync(readFileSync(file)).byteLength
      : 0;
  gzCache.set(pathname, size);
  return size;
}

async function runOnce(browser: Browser, base: string, cookie: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // A cold visit: nothing from an earlier run's service worker.
    serviceWorkers: 'block',
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const calls: string[] = [];
  let lastCall = 0;
  const scripts = new Set<string>();
  let wire = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      calls.push(`${request.method()} ${url.pathname}`);
      lastCall = performance.now();
    }
  });
  const timeline: string[] = [];
  const opened = new Map<object, number>();
  page.on('request', (request) => opened.set(request, performance.now()));
  if (TIMELINE) {
    page.on('pageerror', (error) => timeline.push(`page error: ${error.message}`));
    page.on('console', (message) => timeline.push(`console ${message.type()}: ${message.text()}`));
  }
  page.on('requestfinished', (request) => {
    if (TIMELINE) {
      const at = (ms: number) =>
        Math.round(ms - started)
          .toString()
          .padStart(5);
      const url = new URL(request.url());
      timeline.push(
        `${at(opened.get(request) ?? 0)} → ${at(performance.now())} ms  ${request.resourceType().padEnd(10)} ${url.pathname}${url.search}`,
      );
    }
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    scripts.add(url.pathname);
    void request.sizes().then(
      (sizes) => (wire += sizes.responseBodySize + sizes.responseHeadersSize),
      () => undefined,
    );
  });

  // In the page: the first frame that shows today's first seminar (after the DOM has it, at the
  // next animation frame, which is the frame painted with it), on the page's own clock from
  // navigation. The probe's own sight of it (Playwright polling a 4×-slowed page) comes later.
  await page.addInitScript(
    ({ overview, longTasks }) => {
      const marks = { paintedAt: 0, longTasks: [] as string[] };
      (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
      if (longTasks) {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            marks.longTasks.push(`${Math.round(entry.startTime)} +${Math.round(entry.duration)}`);
          }
        }).observe({ type: 'longtask', buffered: true });
      }
      const seen = new MutationObserver(() => {
        const item = document.querySelector(overview);
        if (!item || item.getBoundingClientRect().height === 0) return;
        seen.disconnect();
        requestAnimationFrame(() => (marks.paintedAt = performance.now()));
      });
      document.addEventListener('DOMContentLoaded', () =>
        seen.observe(document.body, { childList: true, subtree: true, attributes: true }),
      );
    },
    { overview: OVERVIEW, longTasks: TIMELINE },
  );
  const profiling = process.env['BENCH_PROFILE'] === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  const tracing = process.env['BENCH_TRACE'] === '1';
  if (tracing) {
    await browser.startTracing(page, {
      path: '/tmp/dashboard-trace.json',
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
  }
  const started = performance.now();
  await page.goto(`${base}/participant/dashboard`, { waitUntil: 'commit' });
  await page
    .locator(OVERVIEW)
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 })
    .catch(async (error: unknown) => {
      if (TIMELINE) console.log(timeline.join('\n'));
      if (TIMELINE) console.log(await page.locator('body').innerText());
      throw error;
    });
  const overviewMs = performance.now() - started;
  if (tracing) await browser.stopTracing();
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile('/tmp/dashboard.cpuprofile', JSON.stringify(profile));
  }
  const marks = await page.evaluate(
    () =>
      (window as unknown as { benchMarks: { paintedAt: number; longTasks: string[] } }).benchMarks,
  );
  if (TIMELINE) {
    timeline.push(`long tasks (page clock, ms): ${marks.longTasks.join(', ')}`);
    timeline.push(
      `${Math.round(marks.paintedAt).toString().padStart(5)} ms  the overview is painted (page clock)`,
    );
    timeline.push(`${Math.round(overviewMs).toString().padStart(5)} ms  the probe sees it`);
  }
  const atOverview = [...scripts];
  lastCall = Math.max(lastCall, performance.now());
  while (performance.now() - lastCall < QUIET_MS) await page.waitForTimeout(200);
  await page.waitForTimeout(200); // the sizes of the last scripts
  const sum = (list: string[]) => list.reduce((total, pathname) => total + gzSize(pathname), 0);
  const jsGzBytes = sum([...scripts]);
  const jsAtOverviewGzBytes = sum(atOverview);
  const firstCalls = [...calls];
  const paintedAgainMs = await visitAgain(page, base);
  await context.close();
  if (TIMELINE) console.log(timeline.join('\n'));
  const loaded = [...scripts]
    .sort((a, b) => gzSize(b) - gzSize(a))
    .map((pathname) => `${pathname} ${(gzSize(pathname) / 1024).toFixed(1)}`);
  return {
    overviewMs,
    paintedMs: marks.paintedAt,
    paintedAgainMs,
    jsAtOverviewGzBytes,
    jsGzBytes,
    jsWireBytes: wire,
    apiCalls: firstCalls.length,
    calls: firstCalls,
    scripts: loaded,
  };
}

/** Opens the dashboard again in the same tab: the overview painted, on the page's clock. */
async function visitAgain(page: Page, base: string): Promise<number> {
  await page.goto(`${base}/participant/dashboard`, { waitUntil: 'commit' });
  await page.locator(OVERVIEW).first().waitFor({ state: 'visible', timeout: 60_000 });
  const painted = await page.waitForFunction(
    () =>
      (window as unknown as { benchMarks: { paintedAt: number } }).benchMarks.paintedAt ||
      undefined,
  );
  return (await painted.jsonValue()) as number;
}

const worst = (values: number[]) => Math.max(...values);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The same script on the dashboard before records 0091 and 0086. */
const BEFORE = `Before record 0091 (commit ba03883, the machine at load average 2.0–3.0, the probe's time
only): overview visible median 4.87–5.10 s, worst 5.12 s; JS when the overview shows 254.7 KB gz,
until complete 312.5 KB (391.3 KB over the wire, about 120 scripts in two rounds); 3 API calls
(the dashboard read after the session's answer).

Before record 0086 (commit 85041b6 with this script, the machine at load average 21 / 12 /
10): overview visible median 12.32 s, worst 15.92 s; JS 507.5 KB gz (574.9 KB over the wire);
16 API calls until complete (\`webapp\`, \`session/current\`, \`course/active\`, \`course/day\`,
\`resource/currentday\`, \`feedback/currentday\`, \`symptom\`, \`triggertype\`,
\`programme/calendar\`, \`course/spot-test\`, \`participantquestionnaire\`,
\`participant/motivation\`, \`dependence-help\`, \`participant/encouragements\`,
\`participant/fundraiser\`, the thank-you note).`;

export const SECTION_START = '<!-- dashboard-phone:start -->';
export const SECTION_END = '<!-- dashboard-phone:end -->';

function section(runs: Run[], note: string) {
  const row = (label: string, pick: (run: Run) => number, show: (value: number) => string) => {
    const values = runs.map(pick);
    return `| ${label} | ${show(median(values))} | ${show(worst(values))} | ${values.map(show).join(', ')} |`;
  };
  return `${SECTION_START}
## The dashboard on a phone (issue 31 item 2, \`npm run bench:dashboard-phone\`)

A participant on day 3 opens \`/participant/dashboard\` in Debian's Chromium with Lighthouse's
mobile profile applied through the DevTools protocol (CPU slowdown 4×, 150 ms round trip,
1.6 Mbit/s down, 750 kbit/s up; 412 × 823 screen), a cold cache and no service worker, ${RUNS}
runs. Overview: navigation to today's first seminar on screen, twice: painted (in the page, the
first animation frame after the seminar is laid out, on the page's clock from navigation) and
seen by the probe (Playwright polling the 4×-slowed page, which sees it later). JS: the scripts the page loaded
(by the time the overview showed, and until complete, the diary form's code at idle time
included), summed at each chunk's gzip size in the build, and the bytes over the wire with
headers. API calls: until nothing was asked for 2 s, without scrolling. The next visit: the
same tab opens the dashboard again, its code now in the browser's cache (no service worker), as
a participant does the next day. Goals: ≤ 2.5 s, ≤ 150 KB gz, ≤ 3 calls.

| Measure | Median | Worst | Runs |
|---|---|---|---|
${row('Daily overview painted (in the page)', (r) => r.paintedMs, seconds)}
${row('Daily overview seen by the probe', (r) => r.overviewMs, seconds)}
${row('Daily overview painted, the next visit (code cached)', (r) => r.paintedAgainMs, seconds)}
${row('JS when the overview shows, gz', (r) => r.jsAtOverviewGzBytes, kb)}
${row('JS until complete, gz', (r) => r.jsGzBytes, kb)}
${row('JS over the wire', (r) => r.jsWireBytes, kb)}
${row('API calls until complete', (r) => r.apiCalls, String)}

Calls of the last run: ${runs
    .at(-1)
    ?.calls.map((call) => `\`${call}\``)
    .join(', ')}.
${note}

${BEFORE}
${SECTION_END}`;
}

/** Replaces this script's section of BENCHMARKS.md (or appends it). */
async function writeSection(file: string, text: string) {
  const current = await readFile(file, 'utf8');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + text + current.slice(end + SECTION_END.length)
      : `${current.trimEnd()}\n\n${text}\n`;
  await writeFile(file, next);
}

if (import.meta.main) {
  const { base, dataDir, stop } = await startBenchApp('dashboard-phone');
  let browser: Browser | undefined;
  try {
    const { cookie } = await activeParticipantOnDay3(base, dataDir);
    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await runOnce(browser, base, cookie));
      console.log(`run ${i + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ');
    const note = `\nMeasured ${new Date().toISOString().slice(0, 16)} UTC at commit ${process.env['BENCH_COMMIT'] ?? 'HEAD'}, load average ${load} (1 / 5 / 15 min) on 2 shared cores.`;
    const text = section(runs, note);
    if (process.env['BENCH_WRITE'] !== '0') {
      await writeSection(path.join(root, 'BENCHMARKS.md'), text);
    }
    console.log(text);
  } finally {
    await browser?.close();
    await stop();
  }
}
