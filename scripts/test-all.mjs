// `npm test`: everything a change must pass, in two lanes where the cores allow it. The unit
// and API tests spend much of their time waiting on PostgreSQL and child processes, so the
// typecheck, lint and the production build run beside them; the browser journeys run last, on
// the build, with both cores. A lane's output is printed when it ends (the unit lane's at once),
// so the log reads in order. Exit code: non-zero when any step failed.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; resolves with its exit code and (when buffered) its output. */
function run(script, { buffer }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script], {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    const chunks = [];
    if (buffer) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((Date.now() - started) / 1000),
        output: Buffer.concat(chunks).toString(),
      }),
    );
  });
}

/** Steps one after another; stops at the first failure. */
async function lane(scripts, options) {
  const results = [];
  for (const script of scripts) {
    const result = await run(script, options);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const [checks, unit] = await Promise.all([
  lane(['typecheck', 'lint', 'build'], { buffer: true }),
  lane(['test:unit'], { buffer: false }),
]);
for (const result of checks) process.stdout.write(result.output);
const before = [...checks, ...unit];
const failedBefore = before.filter((r) => r.code !== 0);
const e2e = failedBefore.length === 0 ? await lane(['test:e2e:built'], { buffer: false }) : [];
const all = [...before, ...e2e];

console.log('\nnpm test, step by step:');
for (const r of all)
  console.log(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.script} (${r.seconds} s)`);
const failed = all.filter((r) => r.code !== 0);
if (failedBefore.length > 0) console.log('  (browser journeys not run: a step before them failed)');
process.exit(failed.length > 0 ? 1 : 0);
