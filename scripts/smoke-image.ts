// The image's smoke test (scripts/build-image.sh, record 0075): its entry point serves the app
// against a real PostgreSQL (an embedded one started here, reached over TCP) and refuses to start
// without DATABASE_URL. Where `podman run` cannot create containers (this machine's OCI runtime),
// the image's root file system is unpacked and the same entry point runs under chroot as the
// image's user, with the image's environment: what is tested is the image's own files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { ensureDatabase } from '../apps/api/src/db/ensure-database';

const image = process.env['QUITPOT_IMAGE'] ?? 'localhost/quitpot:latest';
const tool = process.env['QUITPOT_IMAGE_TOOL'] ?? 'podman';

function sh(command: string, args: string[], input?: Buffer): string {
  const result = spawnSync(command, args, { input, maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr?.toString().trim()}`);
  return result.stdout.toString();
}

type ImageConfig = { User?: string; Env?: string[]; Entrypoint?: string[]; WorkingDir?: string };
const config = (JSON.parse(sh(tool, ['image', 'inspect', image])) as { Config: ImageConfig }[])[0]!
  .Config;

const work = await mkdtemp(path.join(os.tmpdir(), 'quitpot-smoke-'));
const pgData = path.join(work, 'pg');
const rootfs = path.join(work, 'rootfs');
const backups = path.join(work, 'backups'); // shared by the containers of `podman run`
const mounted: string[] = [];
const database = await startEmbeddedPostgres({
  dataDir: pgData,
  port: 0,
  log: pino({ level: 'silent' }),
  persistent: false,
});
let server: ChildProcess | undefined;
try {
  const url = new URL(await ensureDatabase(database.url, 'quitpot'));
  url.search = ''; // TCP, not the cluster folder's socket: the container cannot see that folder
  const port = await freePort();
  const env = [...(config.Env ?? []), `PORT=${port}`, 'WEB_CONCURRENCY=2'];

  // podman run first; this sandbox's runtime fails on any container, so fall back to chroot.
  const probe = spawnSync(tool, [
    'run',
    '--rm',
    '--network',
    'host',
    '--entrypoint',
    '/app/node',
    image,
    '--version',
  ]);
  const viaRun = tool === 'podman' && probe.status === 0;
  let command: string;
  /** The entry point's command line: its database (none: the refusal), more env, its arguments. */
  let args: (databaseUrl?: string, more?: string[], entryArgs?: string[]) => string[];
  if (viaRun) {
    process.stdout.write('podman run works: smoke-testing the container itself\n');
    sh('mkdir', ['-p', backups]);
    sh('chown', [`${config.User ?? 'root'}`.replace(/^quitpot$/, '10001'), backups]);
    command = 'podman';
    args = (databaseUrl, more = [], entryArgs = []) => [
      'run',
      '--rm',
      '--network',
      'host',
      '-e',
      `PORT=${port}`,
      '-e',
      'WEB_CONCURRENCY=2',
      ...(databaseUrl ? ['-e', `DATABASE_URL=${databaseUrl}`] : []),
      ...more.flatMap((e) => ['-e', e]),
      '-v',
      `${backups}:/tmp/backups`,
      image,
      ...entryArgs,
    ];
  } else {
    process.stdout.write(
      `${tool} run cannot create containers here (${probe.stderr.toString().trim().split('\n').pop()}):\n` +
        'smoke-testing the entry point in the unpacked image under chroot\n',
    );
    const container = sh('podman', ['create', image]).trim();
    try {
      sh('podman', ['export', '-o', path.join(work, 'rootfs.tar'), container]);
      sh('mkdir', ['-p', rootfs]);
      sh('tar', ['-x', '-f', path.join(work, 'rootfs.tar'), '-C', rootfs]);
    } finally {
      sh('podman', ['rm', container]);
    }
    for (const [source, target, type] of [
      ['proc', 'proc', 'proc'],
      ['/dev', 'dev', 'bind'],
    ] as const) {
      const at = path.join(rootfs, target);
      sh('mount', type === 'bind' ? ['--bind', source, at] : ['-t', 'proc', 'proc', at]);
      mounted.push(at);
    }
    const user = config.User ?? 'root';
    const uid = sh('chroot', [rootfs, 'id', '-u', user]).trim();
    const gid = sh('chroot', [rootfs, 'id', '-g', user]).trim();
    command = 'chroot';
    args = (databaseUrl, more = [], entryArgs = []) => [
      `--userspec=${uid}:${gid}`,
      rootfs,
      '/usr/bin/env',
      '-i',
      ...env,
      ...(databaseUrl ? [`DATABASE_URL=${databaseUrl}`] : []),
      ...more,
      'sh',
      '-c',
      `cd ${config.WorkingDir ?? '/'} && exec "$@"`,
      'entry',
      ...(config.Entrypoint ?? []),
      ...entryArgs,
    ];
    process.stdout.write(
      `ran: chroot --userspec=${uid}:${gid} <rootfs> env -i <image Env> ${config.Entrypoint?.join(' ')}\n`,
    );
  }

  // Without DATABASE_URL: a clear refusal, no embedded database.
  const refused = spawnSync(command, args(), { timeout: 60_000 });
  if (refused.status !== 1 || !/DATABASE_URL is required/.test(refused.stderr.toString()))
    throw new Error(`without DATABASE_URL the entry point did not refuse: ${refused.stderr}`);
  process.stdout.write('ok: without DATABASE_URL it refuses to start\n');

  let out = '';
  server = spawn(command, args(url.toString()), { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!out.includes('QuitPot is running')) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`did not start:\n${out}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const base = `http://127.0.0.1:${port}`;
  for (const [route, expected] of [
    ['/api/health', 200],
    ['/api/ready', 200],
    ['/', 200],
  ] as const) {
    const response = await fetch(`${base}${route}`);
    const body = await response.text();
    if (response.status !== expected) throw new Error(`${route}: ${response.status} ${body}`);
    if (route === '/' && !body.includes('<div id="root"')) throw new Error('/ is not the web app');
    process.stdout.write(`ok: GET ${route} ${response.status}\n`);
  }
  // The operator commands, bundled in the image: a backup of the served database (with the
  // seeded programme's media), restored into a new empty database and an empty folder.
  const backup = spawnSync(command, args(url.toString(), [], ['backup', '/tmp/backups']), {
    timeout: 120_000,
  });
  const written = /Backup written: (\S+)/.exec(backup.stdout.toString())?.[1];
  if (backup.status !== 0 || !written) throw new Error(`backup: ${backup.stderr}`);
  process.stdout.write(`ok: backup ${backup.stdout.toString().split('\n')[1]?.trim()}\n`);
  const second = new URL(await ensureDatabase(database.url, 'quitpot_restored'));
  second.search = '';
  const restore = spawnSync(
    command,
    args(second.toString(), ['STORAGE_DIR=/tmp/restored-storage'], ['restore', written]),
    { timeout: 120_000 },
  );
  if (restore.status !== 0 || !/Restored the backup/.test(restore.stdout.toString()))
    throw new Error(`restore: ${restore.stderr}`);
  process.stdout.write(`ok: ${restore.stdout.toString().split('\n')[0]}\n`);
  const ledger = spawnSync(command, args(second.toString(), [], ['ledger-check']), {
    timeout: 120_000,
  });
  if (ledger.status !== 0) throw new Error(`ledger-check: ${ledger.stdout}${ledger.stderr}`);
  process.stdout.write(`ok: ledger-check on the restored database\n`);
  if (!/processes|running/.test(out)) throw new Error(out);
  process.stdout.write('image smoke test passed\n');
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  // Never remove the folder while the host's /dev is still mounted inside it.
  const stillMounted = mounted.reverse().filter((at) => spawnSync('umount', [at]).status !== 0);
  await database.stop();
  if (stillMounted.length === 0) await rm(work, { recursive: true, force: true });
  else process.stderr.write(`left ${work}: could not unmount ${stillMounted.join(', ')}\n`);
}
