// Nicotine test reading figures for BENCHMARKS.md: synthetic photos of the documented kit
// with known truth (packages/test-support/src/synthetic-photo.ts) read by the
// server's reader; confusion matrix, share decided without review, time per photo.
// Alone: `npm run bench:testkit [N]` measures the photo conditions of issue 25 (N photos per
// category) and `-- --main [count]` the main bench; each rewrites only its own section of
// BENCHMARKS.md.
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REVIEW_BELOW } from '../apps/api/src/modules/testkit/reading/classify';
import { readPhoto } from '../apps/api/src/modules/testkit/reading/read-photo';
import {
  categoryParams,
  linesFor,
  PHOTO_CATEGORIES,
  random,
  randomParams,
  renderPhoto,
  truthOf,
  type PhotoCategory,
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

export const CATEGORY_HEADING = '## Nicotine test strip reading by photo condition';
const CATEGORY_TRUTHS = ['passed', 'failed', 'partial', 'invalid'] as const;

/** What each category's photos are, for the section. */
const CATEGORY_TEXT: Record<PhotoCategory, string> = {
  clear: "the main bench's conditions",
  glare: 'a glare spot (σ 2–5 mm, 60–100 % white added) over the C or the T line',
  low_light: 'light at 8–35 % of full, sensor noise σ 6–16, JPEG 50–85',
  motion_blur: 'the camera moving 3–18 px in any direction while exposing',
  strong_tilt: 'one axis tilted 30–40°, the other up to ±20°',
  busy_background: 'wood grain, printed text and QR-like patterns around the kit',
  small_kit: 'kit 18–34 % of the photo’s width (about 2–5 px per mm)',
  cut_off: 'kit pushed past the right edge by 25–50 % of its width (window partly out)',
};

/**
 * Issue 25 (Measure): photos of each category of `categoryParams`, the four clear truths in
 * turn, read by the server's reader. Per category: passed↔failed and any wrong class decided
 * without review, the share decided without review, time per photo, and the reasons.
 */
export async function categoryFigures(perCategory = 20, seed = 20261126) {
  const rows = [];
  for (const [k, category] of PHOTO_CATEGORIES.entries()) {
    const row = {
      category,
      count: 0,
      decided: 0,
      right: 0,
      wrong: 0,
      passedFailed: 0,
      reasons: {} as Record<string, number>,
      times: [] as number[],
    };
    for (let i = 0; i < perCategory; i++) {
      const photoSeed = seed + k * 100_003 + i * 7919;
      const r = random(photoSeed);
      const params = categoryParams(category, r, linesFor(CATEGORY_TRUTHS[i % 4]!, r));
      const truth = truthOf(params.lines);
      const photo = await renderPhoto(params, photoSeed);
      const t0 = performance.now();
      const reading = await readPhoto(photo);
      row.times.push(performance.now() - t0);
      row.count += 1;
      row.reasons[reading.reason] = (row.reasons[reading.reason] ?? 0) + 1;
      if (reading.needsReview || !reading.result) continue;
      row.decided += 1;
      if (reading.result === truth) row.right += 1;
      else row.wrong += 1;
      const pair = [truth, reading.result].sort().join();
      if (pair === 'failed,passed') row.passedFailed += 1;
    }
    row.times.sort((a, b) => a - b);
    rows.push(row);
    console.log(`testkit bench: ${category} done`);
  }
  return { perCategory, seed, rows, loadAverage: os.loadavg()[0]! };
}

export function categorySection(f: Awaited<ReturnType<typeof categoryFigures>>): string {
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  const total = f.rows.reduce((n, row) => n + row.count, 0);
  const line = (row: (typeof f.rows)[number]) =>
    `| ${row.category} | ${row.passedFailed} | ${row.wrong} | ${row.decided} of ${row.count} (${pct(row.decided / row.count)}) | ${percentile(row.times, 0.5).toFixed(0)} / ${row.times[row.times.length - 1]!.toFixed(0)} ms | ${Object.entries(
      row.reasons,
    )
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} |`;
  return `${CATEGORY_HEADING} (${f.perCategory} photos per category, ${total} in all, \`npm run bench:testkit\`)

Issue 25 (Measure), decision T6. Synthetic photos (\`categoryParams\` in
\`packages/test-support/src/synthetic-photo.ts\`, seed ${f.seed}), ${f.perCategory} per category, the
truths passed, failed, partial and invalid in turn (all clear: no borderline strengths), read
by \`readPhoto\`. Categories: ${PHOTO_CATEGORIES.map((c) => `${c}: ${CATEGORY_TEXT[c]}`).join('; ')}.
"Decided" is a result without review (confidence ≥ ${REVIEW_BELOW}, no reason to doubt it); everything
else goes to an operator. Goals: 0 passed↔failed and 0 wrong decided in every category; ≥ 97 %
of the clear category decided (the hard categories may send what the reader cannot see into to
review: that is the point). N is small (the machine is shared): one wrong decision in 20 is
5 %, and 0 of ${f.perCategory} bounds a category's rate of wrong decisions only below about
${(100 * (1 - 0.05 ** (1 / f.perCategory))).toFixed(0)} % (95 %). Time: wall time of \`readPhoto\`, median / max, on
this machine (${os.cpus().length} cores, shared; load average ${f.loadAverage.toFixed(1)} at the end).

| Category | passed↔failed decided | wrong decided | decided without review | ms per photo | reasons |
|---|---|---|---|---|---|
${f.rows.map(line).join('\n')}
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
  // `npm run bench:testkit [N]`: the photo conditions' section, N photos per category (20).
  // `npm run bench:testkit -- --main [N]`: the main bench's section alone (1000 photos).
  const args = process.argv.slice(2);
  const main = args.includes('--main');
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? (main ? 1000 : 20));
  const section = main
    ? testkitSection(await testkitFigures(count))
    : categorySection(await categoryFigures(count));
  console.log(section);
  await writeSection(section, main ? TESTKIT_HEADING : CATEGORY_HEADING);
}
