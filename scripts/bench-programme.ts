// Programme figures for BENCHMARKS.md: every GET the participant dashboard makes on day 3 of a
// course, under load with the participant's cookie, and how fast a seminar video starts.
// The list of calls is recorded from the dashboard itself in Chromium, so it follows the page.
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { activeParticipantOnDay3 } from './bench-active-participant';
import { median } from './bench-client';

const VIDEO_FIRST_BYTES = 50;
const VIDEO_DOWNLOADS = 10;

export type Load = { connections: number; duration: number };

/** The dashboard's one read for its first screen. */
const DASHBOARD_READ = '/api/participant/dashboard';

/** The reads issue 31 holds to ≥ 0.15 of the bare route: measured whether the page makes them or not. */
export const DASHBOARD_READS = [
  '/api/account/session/current',
  '/api/course/active',
  '/api/participant/motivation',
  '/api/participantquestionnaire',
  '/api/participant/encouragements',
  '/api/course/day',
  '/api/resource/currentday',
  '/api/feedback/currentday',
  '/api/programme/calendar',
];

/** The `/api` GETs the dashboard page makes once it has settled, in the order it made them. */
async function dashboardCalls(base: string, cookie: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
      }),
    );
    const page = await context.newPage();
    const calls = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) {
        calls.add(url.pathname + url.search);
      }
    });
    // Not 'networkidle': the dashboard keeps its live chat stream open.
    // The first screen comes from one read (record 0086); the rest loads when scrolled to.
    const read = page.waitForResponse((response) => response.url().includes(DASHBOARD_READ));
    await page.goto(`${base}/participant/dashboard`, { waitUntil: 'load' });
    await read.catch(() => undefined);
    await page.waitForTimeout(2_000);
    if (!calls.has(DASHBOARD_READ)) {
      throw new Error(`the dashboard did not make its read: ${[...calls].join(', ')}`);
    }
    return [...calls];
  } finally {
    await browser.close();
  }
}

async function underLoad(url: string, cookie: string, load: Load) {
  const result = await autocannon({ url, headers: { cookie }, ...load });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function timeToFirstByte(url: string, cookie: string) {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { cookie, range: 'bytes=0-' } });
  if (response.status !== 206) throw new Error(`${url}: ${response.status}, not 206`);
  const reader = response.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - t0;
  if (first.done || first.value.length === 0) throw new Error(`${url}: empty body`);
  await reader.cancel();
  return ms;
}

async function download(url: string, cookie: string) {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - t0, bytes };
}

const spread = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

export async function programmeFigures(base: string, dataDir: string, load: Load) {
  const { cookie, videoUrl } = await activeParticipantOnDay3(base, dataDir);
  const recorded = await dashboardCalls(base, cookie);
  const calls = [...recorded, ...DASHBOARD_READS.filter((read) => !recorded.includes(read))];
  const measured = [];
  for (const path of calls) {
    measured.push({ path, ...(await underLoad(`${base}${path}`, cookie, load)) });
  }

  const video = new URL(videoUrl, base).toString();
  const firstBytes: number[] = [];
  for (let i = 0; i < VIDEO_FIRST_BYTES; i++) firstBytes.push(await timeToFirstByte(video, cookie));
  const downloads: number[] = [];
  let bytes = 0;
  for (let i = 0; i < VIDEO_DOWNLOADS; i++) {
    const done = await download(video, cookie);
    downloads.push(done.ms);
    bytes = done.bytes;
  }
  return {
    calls: measured,
    video: {
      path: new URL(video).pathname,
      bytes,
      firstByte: { count: VIDEO_FIRST_BYTES, ...spread(firstBytes) },
      download: { count: VIDEO_DOWNLOADS, ...spread(downloads) },
    },
  };
}
