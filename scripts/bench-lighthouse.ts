// Lighthouse figures for BENCHMARKS.md: performance score, LCP, TBT, CLS and the JavaScript
// bytes over the wire of `/`, a fundraiser page and `/auth/signup`, mobile and desktop, the
// median of three runs each, in Debian's Chromium with the e2e suite's flags.
// Called by scripts/bench.ts; `npm run bench:lighthouse` runs it alone against a fresh app and
// replaces only its own section of BENCHMARKS.md.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { signUp } from './bench-client';
import { chromiumArgs, fullChromiumPath } from '../e2e/support/browsers';
import { startBenchApp } from './bench-app';
import { lighthouseTool, type Lhr, type LighthouseTool } from './lighthouse-tool';

const RUNS = 3;
const FORM_FACTORS = ['mobile', 'desktop'] as const;
type FormFactor = (typeof FORM_FACTORS)[number];

export type LighthouseRow = {
  route: string;
  formFactor: FormFactor;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsTransferBytes: number;
};

function jsBytes(lhr: Lhr) {
  // network-requests lists every request: resourceSize is the decoded size, transferSize what
  // went over the wire (compressed when the server compresses).
  const items = (lhr.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
  }[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  return {
    raw: scripts.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0),
    transfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

async function runOnce(tool: LighthouseTool, url: string, formFactor: FormFactor): Promise<Lhr> {
  const chrome = await tool.launchChrome({
    chromePath: fullChromiumPath,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const result = await tool.lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? tool.desktopConfig : undefined,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr as Lhr;
  } finally {
    chrome.kill();
  }
}

export async function lighthouseFigures(
  base: string,
  participantId: string,
): Promise<LighthouseRow[]> {
  const tool = await lighthouseTool();
  const routes = ['/', `/supporter/support/${participantId}`, '/auth/signup'];
  const rows: LighthouseRow[] = [];
  for (const formFactor of FORM_FACTORS) {
    for (const route of routes) {
      const runs: Lhr[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runOnce(tool, `${base}${route}`, formFactor));
      // A run that painted nothing (Chromium starved on a busy machine) has no FCP; the median
      // is taken over the runs that did.
      const painted = runs.filter(
        (run) => run.audits['first-contentful-paint']?.numericValue !== undefined,
      );
      if (painted.length === 0) throw new Error(`no run of ${route} (${formFactor}) painted`);
      const lhr = tool.computeMedianRun(painted as never) as Lhr;
      const bytes = jsBytes(lhr);
      rows.push({
        route: route.startsWith('/supporter/support/') ? '/supporter/support/{id}' : route,
        formFactor,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        jsBytes: bytes.raw,
        jsTransferBytes: bytes.transfer,
      });
      console.log(`lighthouse ${formFactor} ${route}: ${JSON.stringify(rows.at(-1))}`);
    }
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const SECTION_START = '<!-- lighthouse:start -->';
export const SECTION_END = '<!-- lighthouse:end -->';

/** Figures measured the same way before issue 13's speed work (commit 5549d7e). */
const BEFORE = `
Before issue 13's speed work (commit 5549d7e, same script, same loaded machine; only the scores
were logged — the desktop \`/auth/signup\` runs were lost to a rebuild during the run): mobile
\`/\` 36, fundraiser 27, \`/auth/signup\` 42; desktop \`/\` 61, fundraiser 39. The issue's own
figures on a quieter machine: mobile \`/\` 60, fundraiser 52, \`/auth/signup\` 57. Scores on this
2-core machine shared by several builds swing by ±15 between runs.
`;

export function lighthouseSection(rows: LighthouseRow[]) {
  return `${SECTION_START}
## Lighthouse (performance category, median of ${RUNS} runs, Debian's Chromium)

Lighthouse ${'13.5'} with its default mobile settings (simulated slow 4G, 4× CPU slowdown) and its
desktop preset. JS: decoded size of all scripts / bytes over the wire.

| Route | Form factor | Score | LCP | TBT | CLS | JS decoded / transferred |
|---|---|---|---|---|---|---|
${rows
  .map(
    (r) =>
      `| \`${r.route}\` | ${r.formFactor} | ${r.score} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.jsBytes)} / ${kb(r.jsTransferBytes)} |`,
  )
  .join('\n')}
${BEFORE}
${SECTION_END}`;
}

/** Replaces the Lighthouse section of BENCHMARKS.md (or appends it). */
export async function writeLighthouseSection(file: string, section: string) {
  const text = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const start = text.indexOf(SECTION_START);
  const end = text.indexOf(SECTION_END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + SECTION_END.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const { base, stop } = await startBenchApp('lighthouse');
  try {
    const participant = await signUp(base, 'participant', 'lighthouse');
    const section = lighthouseSection(await lighthouseFigures(base, participant.id));
    await writeLighthouseSection(path.join(root, 'BENCHMARKS.md'), section);
    console.log(section);
  } finally {
    await stop();
  }
}
