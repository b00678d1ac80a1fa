// `npm run backup` and `npm run restore` as an operator runs them (record 0075): data made
// through the app (people, gifts, a running course, a test photo), a backup, the database and
// files wiped, a restore into an empty data folder (a new embedded cluster), and then the same
// ledger, the same rows in every table and the same files.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  assertBackupArchive,
  assertDatabaseEmpty,
  assertStorageEmpty,
  createBackup,
  restoreBackup,
} from '../src/cli/backup-archive';
import { rowCounts } from '../src/cli/backup-database';
import { connectDatabase } from '../src/db/client';
import { openDatabase } from '../src/db/open-database';
import { keptBalanceMismatches } from '../src/modules/money/ledger';
import { manualClock } from '../src/platform/clock';
import { repoRoot } from '../src/platform/config';
import { createLocalStorage } from '../src/providers/storage/local-storage';
import { createS3Storage } from '../src/providers/storage/s3-storage';
import { expectLedgerBalanced } from './support/ledger-checks';
import { runCommand } from './support/run-command';
import { donate, readyParticipant, setCourseState } from './support/money';
import { createTestApp, type TestApp } from './support/test-app';

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return runCommand(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, `apps/api/src/cli/${script}.ts`), ...args],
    env,
  );
}

async function fileHashes(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(root, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}

const ledgerSumsQuery =
  'select account, sum(amount_cents)::text as cents from ledger_entries group by account order by account';

/** Rows per table and the ledger's sums per account, read from the database at `url`. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return { counts: await rowCounts(client), sums: (await client.query(ledgerSumsQuery)).rows };
  } finally {
    await client.end();
  }
}

/** A new database without any table, on the test run's server. */
async function emptyDatabase() {
  const name = `restore_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: inject('databaseServerUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(inject('databaseServerUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: inject('databaseServerUrl') });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe('backup and restore', () => {
  const clock = manualClock(new Date('2026-06-01T09:00:00Z'));
  let t: TestApp;
  let work: string;
  let storageDir: string;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'quitpot-backup-'));
    storageDir = path.join(work, 'storage');
    t = await createTestApp(
      {
        SANDBOX_CONFIRM_SECONDS: '0',
        PUBLIC_URL: 'http://localhost:3000',
        STORAGE_DIR: storageDir,
      },
      undefined,
      { calendar: clock },
    );
  });
  afterAll(async () => {
    await t?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('restores the same ledger, rows and files into an empty data folder, and refuses a full one', async () => {
    // People with gifts; one course running (its transition recorded by the database's trigger).
    const ada = await readyParticipant(t.app, { fundedCents: 30_000 });
    await readyParticipant(t.app, { language: 'de', fundedCents: 10_000 });
    await setCourseState(t.database.db, ada.id, 'active', {
      startDate: clock.now().toISOString().slice(0, 10),
    });
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    await createLocalStorage(storageDir).put('testkit-photos/kit-1.jpg', photo, 'image/jpeg');
    await mkdir(path.join(storageDir, 'seminars'), { recursive: true });
    await writeFile(
      path.join(storageDir, 'seminars', 'day01.vtt'),
      'WEBVTT\n\n00:00.000 --> 00:01.000\nHallo\n',
    );

    await expectLedgerBalanced(t.database.db);
    const before = await snapshot(t.databaseUrl);
    expect(before.counts['public.ledger_entries']).toBeGreaterThan(0);
    expect(before.counts['public.course_transitions']).toBeGreaterThan(0);
    const filesBefore = await fileHashes(storageDir);
    expect(Object.keys(filesBefore)).toContain(path.join('testkit-photos', 'kit-1.jpg'));

    // npm run backup, against DATABASE_URL and the storage folder.
    const backups = path.join(work, 'backups');
    const backup = await run('backup', [backups], {
      DATABASE_URL: t.databaseUrl,
      STORAGE_DIR: storageDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const [archive] = await readdir(backups);
    expect(archive).toMatch(/^quitpot-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    // The loss: the database and the files are gone.
    await t.close();
    t = undefined as unknown as TestApp;
    await rm(storageDir, { recursive: true, force: true });

    // npm run restore into an empty data folder: a new embedded cluster, files in DATA_DIR/storage.
    const dataDir = path.join(work, 'restored');
    const env = { DATA_DIR: dataDir };
    const restored = await run('restore', [path.join(backups, archive!)], env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /Restored the backup of \d{4}-\d\d-\d\dT[\d:.]+Z: \d+ tables, \d+ rows, 2 files/,
    );

    const database = await openDatabase(
      { databaseUrl: undefined, dataDir },
      pino({ level: 'silent' }),
    );
    try {
      const client = await database.pool.connect();
      try {
        const counts = await rowCounts(client);
        expect(counts).toEqual(before.counts);
        const sums = await client.query(ledgerSumsQuery);
        expect(sums.rows).toEqual(before.sums);
      } finally {
        client.release();
      }
      expect(await keptBalanceMismatches(database.db)).toEqual([]);
      await expectLedgerBalanced(database.db);
    } finally {
      await database.close();
    }
    expect(await fileHashes(path.join(dataDir, 'storage'))).toEqual(filesBefore);

    // A second restore into the now full folder is refused, and changes nothing.
    const again = await run('restore', [path.join(backups, archive!)], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/DATA_DIR .* is not empty/);
  });
  it('takes a backup during gifts that restores to a ledger that balances, files bucket to bucket, into an empty database only', async () => {
    t = await createTestApp(
      {
        SANDBOX_CONFIRM_SECONDS: '0',
        PUBLIC_URL: 'http://localhost:3000',
        STORAGE_DIR: storageDir,
      },
      undefined,
      { calendar: clock },
    );
    const grace = await readyParticipant(t.app, { fundedCents: 10_000 });
    // Gifts keep arriving while the backup reads the tables.
    // Files in a bucket this time (s3rver), backed up and restored into another, empty bucket.
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: 'media' }, { name: 'restored' }],
    });
    const s3Port = (await s3.run()).port;
    const bucket = (name: string) =>
      createS3Storage({
        endpoint: `http://127.0.0.1:${s3Port}`,
        bucket: name,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
    const photo = Buffer.from(Array.from({ length: 5_000 }, (_, i) => (i * 7) % 256));
    await bucket('media').put('testkit-photos/kit-2.jpg', photo, 'image/jpeg');
    let giving = true;
    const traffic = (async () => {
      let gifts = 0;
      while (giving || gifts < 3) {
        await donate(t.app, grace.id, { amountCents: 1_000 + gifts });
        gifts++;
      }
      return gifts;
    })();
    const { file, manifest } = await createBackup({
      pool: t.database.pool,
      storage: bucket('media'),
      outDir: path.join(work, 'during-traffic'),
      at: clock.now(),
    });
    giving = false;
    expect(await traffic).toBeGreaterThanOrEqual(3);

    const target = await emptyDatabase();
    try {
      await assertStorageEmpty(bucket('restored'), 'bucket restored');
      await restoreBackup({ file, databaseUrl: target.url, storage: bucket('restored') });
      const restoredPhoto = await bucket('restored').get('testkit-photos/kit-2.jpg');
      const chunks: Buffer[] = [];
      for await (const chunk of restoredPhoto!) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks)).toEqual(photo);
      await expect(assertStorageEmpty(bucket('restored'), 'bucket restored')).rejects.toThrow(
        /bucket restored is not empty/,
      );
      const restored = await snapshot(target.url);
      expect(restored.counts).toEqual(
        Object.fromEntries(
          manifest.tables.map((table) => [`${table.schema}.${table.name}`, table.rows]),
        ),
      );
      const database = connectDatabase(target.url, { max: 1 });
      try {
        await expectLedgerBalanced(database.db);
      } finally {
        await database.close();
      }
      // The same target again: it holds tables now, so the restore is refused.
      await expect(assertDatabaseEmpty(target.url)).rejects.toThrow(/the database is not empty/);
      await expect(
        restoreBackup({
          file: path.join(work, 'missing.tar.gz'),
          databaseUrl: target.url,
          storage: bucket('restored'),
        }),
      ).rejects.toThrow(/cannot unpack/);
      // The restore command checks the archive before it makes anything.
      await assertBackupArchive(file);
      const notABackup = path.join(work, 'not-a-backup.tar.gz');
      await writeFile(notABackup, 'hello');
      await expect(assertBackupArchive(notABackup)).rejects.toThrow(
        /not a QuitPot backup|cannot unpack/,
      );
    } finally {
      await target.drop();
      await s3.close();
    }
  });
});
