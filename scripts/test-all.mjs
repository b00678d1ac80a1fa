// `npm test`: everything a change must pass, in two lanes where the cores allow it. The unit
// and API tests spend much of their time waiting on PostgreSQL and child processes, so the
// typecheck, lint and the production build run beside them; the browser journeys run last, on
// the build, with both cores. A lane's output is printed when it ends (the unit lane's at once),
// so the log reads in order. Exit code: non-zero when any step failed.
//
// CI (.ci/run) sets TEST_GATE_BESIDE_JOURNEYS=1: its test gate (.ci/test-gate, canaries that must
// fail) then runs beside the journeys, which leave part of the two cores idle while they wait on
// the product's clock and the films, on ports of its own (E2E_PORT 3200 for its journey canary).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run <script>`; resolves with its exit code and (when buffered) its output. */
function run(script, { buffer, command = [npm, 'run', '--silent', script], env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
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
const gateBeside = process.env['TEST_GATE_BESIDE_JOURNEYS'] === '1' && failedBefore.length === 0;
const [e2e, gate] = await Promise.all([
  failedBefore.length === 0 ? lane(['test:e2e:built'], { buffer: false }) : [],
  gateBeside
    ? run('test gate (.ci/test-gate)', {
        buffer: true,
        command: ['bash', '.ci/test-gate'],
        env: { E2E_PORT: '3200' },
      }).then((result) => [result])
    : [],
]);
for (const result of gate)
  process.stdout.write(`\n----- test gate (ran beside the journeys) -----\n${result.output}`);
const all = [...before, ...e2e, ...gate];

console.log('\nnpm test, step by step:');
for (const r of all)
  console.log(`  ${r.code === 0 ? 'ok    ' : 'FAILED'} ${r.script} (${r.seconds} s)`);
const failed = all.filter((r) => r.code !== 0);
if (failedBefore.length > 0) console.log('  (browser journeys not run: a step before them failed)');
process.exit(failed.length > 0 ? 1 : 0);
