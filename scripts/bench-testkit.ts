// Nicotine test reading figures for BENCHMARKS.md: synthetic photos of the documented kit
// with known truth (packages/test-support/src/synthetic-photo.ts) read by the
// server's reader; confusion matrix, share decided without review, time per photo.
// Alone: `npm run bench:testkit [count]` rewrites only its own section of BENCHMARKS.md.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_BELOW } from '../apps/api/src/modules/testkit/reading/classify';
import { readPhoto } from '../apps/api/src/modules/testkit/reading/read-photo';
import {
  glareOver,
  linesFor,
  random,
  randomParams,
  renderPhoto,
  truthOf,
  type Truth,
} from '@quit/test-support/synthetic-photo';

const TRUTHS: Truth[] = ['passed', 'failed', 'partial', 'invalid', 'borderline'];
/** Share of each truth among the photos (sums to 1). */
const MIX: Record<Truth, number> = {
  passed: 0.25,
  failed: 0.25,
  partial: 0.2,
  invalid: 0.15,
  borderline: 0.15,
};
const COLUMNS = ['passed', 'failed', 'partial', 'invalid', 'review'] as const;
type Column = (typeof COLUMNS)[number];

function truthFor(i: number, count: number): Truth {
  let edge = 0;
  for (const truth of TRUTHS) {
    edge += MIX[truth] * count;
    if (i < Math.round(edge)) return truth;
  }
  return 'borderline';
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function testkitFigures(count = 1000, seed = 20261123) {
  const matrix = Object.fromEntries(
    TRUTHS.map((t) => [t, Object.fromEntries(COLUMNS.map((c) => [c, 0]))]),
  ) as Record<Truth, Record<Column, number>>;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const reasons: Record<string, number> = {};
  let codeMismatches = 0;
  for (let i = 0; i < count; i++) {
    const r = random(seed + i * 7919);
    const wanted = truthFor(i, count);
    const params = randomParams(r, linesFor(wanted, r));
    const truth = truthOf(params.lines);
    const photo = await renderPhoto(params, seed + i);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const reading = await readPhoto(photo);
    times.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (reading.code !== null && reading.code !== params.code) codeMismatches += 1;
    reasons[reading.reason] = (reasons[reading.reason] ?? 0) + 1;
    const column: Column = reading.needsReview || !reading.result ? 'review' : reading.result;
    matrix[truth][column] += 1;
    if ((i + 1) % 100 === 0) console.log(`testkit bench: ${i + 1}/${count} photos`);
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const clear = TRUTHS.filter((t) => t !== 'borderline');
  const clearTotal = clear.reduce((n, t) => n + COLUMNS.reduce((m, c) => m + matrix[t][c], 0), 0);
  const decided = COLUMNS.filter((c) => c !== 'review');
  const clearDecided = clear.reduce((n, t) => n + decided.reduce((m, c) => m + matrix[t][c], 0), 0);
  const clearWrong = clear.reduce(
    (n, t) => n + decided.reduce((m, c) => m + (c !== t ? matrix[t][c] : 0), 0),
    0,
  );
  return {
    count,
    matrix,
    reasons,
    codeMismatches,
    clearTotal,
    clearDecidedShare: clearDecided / clearTotal,
    clearWrong,
    passedAsFailed: matrix.passed.failed,
    failedAsPassed: matrix.failed.passed,
    time: {
      median: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times[times.length - 1]!,
      mean: times.reduce((a, b) => a + b, 0) / times.length,
    },
    cpu: {
      median: percentile(cpuTimes, 0.5),
      p95: percentile(cpuTimes, 0.95),
      max: cpuTimes[cpuTimes.length - 1]!,
    },
    loadAverage: os.loadavg()[0]!,
  };
}

export type TestkitFigures = Awaited<ReturnType<typeof testkitFigures>>;

export const TESTKIT_HEADING = '## Nicotine test strip reading';

export function testkitSection(f: TestkitFigures): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  return `${TESTKIT_HEADING} (${f.count} synthetic photos, \`scripts/bench-testkit.ts\`)

Photos of the kit in docs/test-kit.md drawn by \`packages/test-support/src/synthetic-photo.ts\`:
1280×960 or 960×1280, in-plane rotation ±30°, tilt ±25° on both axes (pinhole camera), kit 45–85 %
of the photo's width, blur σ 0–2 px, sensor noise σ 0–8, light falling to 45–90 % across the
photo, colour cast ±12 %, JPEG quality 50–95; C line at 55–100 % strength; T/C strength in the
truth bands failed ≤ 0.04, partial 0.20–0.40, passed ≥ 0.70, no C line = invalid, and
"borderline" photos between the bands (no clear truth). Columns: the reader's result when its
confidence is ≥ ${REVIEW_BELOW}; "review" below that or when no kit was found (operator review).
Time: \`readPhoto\` alone (decode, QR search, straightening, measuring), one photo at a time in
one process on this machine (${os.cpus().length} cores, shared: load average ${f.loadAverage.toFixed(1)} at the end of the
run). Wall time depends on what else runs; CPU time (user + system of the process, sharp's
threads included) is the cost of one reading.

| Truth \\ read | ${COLUMNS.join(' | ')} |
|---|${COLUMNS.map(() => '---').join('|')}|
${TRUTHS.map((t) => `| ${t} | ${COLUMNS.map((c) => f.matrix[t][c]).join(' | ')} |`).join('\n')}

| Measure | Figure | Goal |
|---|---|---|
| Clear photos read passed when failed, or failed when passed, above the threshold | ${f.passedAsFailed + f.failedAsPassed} | 0 |
| Clear photos decided with the wrong class above the threshold | ${f.clearWrong} of ${f.clearTotal} | |
| Clear photos decided without review | ${pct(f.clearDecidedShare)} | ≥ 95 % |
| QR code read with a wrong kit code | ${f.codeMismatches} | 0 |
| Reasons | ${Object.entries(f.reasons)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')} | |
| Wall time per photo: median / p95 / max | ${f.time.median.toFixed(0)} / ${f.time.p95.toFixed(0)} / ${f.time.max.toFixed(0)} ms | < 300 ms |
| CPU time per photo: median / p95 / max | ${f.cpu.median.toFixed(0)} / ${f.cpu.p95.toFixed(0)} / ${f.cpu.max.toFixed(0)} ms | |
`;
}

export const GLARE_HEADING = '## Nicotine test strip reading under glare';
const GLARE_TRUTHS = ['passed', 'partial', 'failed'] as const;
const GLARE_COLUMNS = ['right', 'wrong', 'review'] as const;

/**
 * T6: photos like the main bench's, each with a reflection (glare spot, 2–5 mm σ, 60–100 % of
 * full white added) over the control or the test line. Per truth and line: decided right,
 * decided wrong, sent to review.
 */
export async function glareFigures(count = 120, seed = 20261126) {
  const rows = GLARE_TRUTHS.flatMap((truth) =>
    (['test', 'control'] as const).map((on) => ({
      truth,
      on,
      right: 0,
      wrong: 0,
      review: 0,
    })),
  );
  for (let i = 0; i < count; i++) {
    const row = rows[i % rows.length]!;
    const r = random(seed + i * 7919);
    const params = { ...randomParams(r, linesFor(row.truth, r)), glare: glareOver(row.on, r) };
    const reading = await readPhoto(await renderPhoto(params, seed + i));
    if (reading.needsReview || !reading.result) row.review += 1;
    else if (reading.result === truthOf(params.lines)) row.right += 1;
    else row.wrong += 1;
  }
  return { count, rows };
}

export function glareSection(f: Awaited<ReturnType<typeof glareFigures>>): string {
  const wrong = f.rows.reduce((n, row) => n + row.wrong, 0);
  return `${GLARE_HEADING} (${f.count} synthetic photos, \`npm run bench:testkit -- --glare\`)

The main bench's photos, each with a glare spot over one line (\`glareOver\` in
\`packages/test-support/src/synthetic-photo.ts\`). Wrong: decided without review, with another
class than the truth. Goal (issue 25): 0 wrong; a photo the reader cannot see into goes to review.

| Truth, glare over | ${GLARE_COLUMNS.join(' | ')} |
|---|${GLARE_COLUMNS.map(() => '---').join('|')}|
${f.rows.map((row) => `| ${row.truth}, ${row.on} line | ${GLARE_COLUMNS.map((c) => row[c]).join(' | ')} |`).join('\n')}

Decided wrong in all: ${wrong} of ${f.count}.
`;
}

/** Replaces (or appends) a section in BENCHMARKS.md, leaving the others as they are. */
async function writeSection(section: string, heading: string) {
  const file = path.resolve(import.meta.dirname, '..', 'BENCHMARKS.md');
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(`${heading} (`);
  if (start < 0) {
    await writeFile(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf('\n## ', start + heading.length);
  await writeFile(file, text.slice(0, start) + section + (next < 0 ? '' : text.slice(next + 1)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const glare = args.includes('--glare');
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? (glare ? 120 : 1000));
  const section = glare
    ? glareSection(await glareFigures(count))
    : testkitSection(await testkitFigures(count));
  console.log(section);
  await writeSection(section, glare ? GLARE_HEADING : TESTKIT_HEADING);
}
