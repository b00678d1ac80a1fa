// One dated archive of the whole product's state (record 0075): the database (backup-database.ts)
// and every stored file (local folder or bucket), with a manifest that names what it holds.
//   manifest.json · database/<schema>.<table>.ndjson · files/<storage key>
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import { runMigrations } from '../db/migrate';
import { connectDatabase } from '../db/client';
import type { Storage } from '../providers/storage/port';
import {
  dumpDatabase,
  loadDatabase,
  MIGRATIONS_TABLE,
  userTables,
  type DatabaseDump,
} from './backup-database';

export const BACKUP_FORMAT = 'quitpot-backup/1';

export type BackupManifest = DatabaseDump & {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** drizzle's migration hashes: a backup restores only under the release that wrote it. */
  migrations: string[];
  files: { key: string; size: number }[];
};

/** A refusal the operator can act on (a non-empty target, a foreign archive): one line, exit 1. */
export class BackupRefusal extends Error {}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const result = await client.query<{ hash: string }>(
    `select hash from ${MIGRATIONS_TABLE.schema}.${MIGRATIONS_TABLE.name} order by created_at, hash`,
  );
  return result.rows.map((r) => r.hash);
}

/** `quitpot-backup-2026-11-29T05-40-12Z.tar.gz`: sorts by time, no `:` for other systems. */
export function backupFileName(at: Date): string {
  return `quitpot-backup-${at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/** Writes the archive into `outDir`; the database first, so every file a row names is there. */
export async function createBackup(options: {
  pool: pg.Pool;
  storage: Storage;
  outDir: string;
  at: Date;
}): Promise<{ file: string; manifest: BackupManifest }> {
  await mkdir(options.outDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.outDir, '.backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const client = await options.pool.connect();
    const { dump, migrations } = await (async () => ({
      dump: await dumpDatabase(client, path.join(staging, 'database')),
      migrations: await appliedMigrations(client),
    }))().finally(() => client.release());
    const files: BackupManifest['files'] = [];
    for await (const key of options.storage.keys()) {
      const body = await options.storage.get(key);
      if (!body) continue; // deleted since it was listed
      const target = path.join(staging, 'files', ...key.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target);
      await pipeline(body, out);
      files.push({ key, size: out.bytesWritten });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: options.at.toISOString(),
      migrations,
      ...dump,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
    const file = path.join(options.outDir, backupFileName(options.at));
    const parts = ['manifest.json', 'database', ...(files.length > 0 ? ['files'] : [])];
    await tar.create({ gzip: true, file: `${file}.partial`, cwd: staging, portable: true }, parts);
    await rename(`${file}.partial`, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  json: 'application/json',
  pdf: 'application/pdf',
};
const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

export async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupRefusal('this file is not a QuitPot backup (no manifest.json inside)');
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupRefusal(`backup format ${String(manifest.format)} is not ${BACKUP_FORMAT}`);
  return manifest;
}

/** Reads the archive through once (before anything is created) and checks it is a backup. */
export async function assertBackupArchive(file: string): Promise<void> {
  let manifest = false;
  await tar
    .list({
      file,
      onReadEntry: (entry) => {
        if (entry.path.replace(/^\.\//, '') === 'manifest.json') manifest = true;
      },
    })
    .catch((error: Error) => {
      throw new BackupRefusal(`cannot unpack ${file}: ${error.message}`);
    });
  if (!manifest)
    throw new BackupRefusal(`${file} is not a QuitPot backup (no manifest.json inside)`);
}

/** Refuses a database that already holds tables: a restore never mixes two states. */
export async function assertDatabaseEmpty(databaseUrl: string): Promise<void> {
  const tables = await withClient(databaseUrl, userTables);
  if (tables.length > 0) {
    throw new BackupRefusal(
      `the database is not empty (${tables.length} tables, e.g. ${tables[0]!.schema}.${tables[0]!.name}): restore into a new, empty database`,
    );
  }
}

export async function assertStorageEmpty(storage: Storage, where: string): Promise<void> {
  for await (const key of storage.keys()) {
    throw new BackupRefusal(`${where} is not empty (it holds ${key}): restore into an empty one`);
  }
}

/**
 * Unpacks the archive beside it and loads it: migrations of this release build the schema
 * (refused when they are not the backup's), then the rows, then the files.
 */
export async function restoreBackup(options: {
  file: string;
  databaseUrl: string;
  storage: Storage;
}): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(options.file)), '.restore-'));
  try {
    await tar.extract({ file: options.file, cwd: staging }).catch((error: Error) => {
      throw new BackupRefusal(`cannot unpack ${options.file}: ${error.message}`);
    });
    const manifest = await readManifest(staging);
    const database = connectDatabase(options.databaseUrl, { max: 1 });
    try {
      await runMigrations(database.db);
    } finally {
      await database.close();
    }
    await withClient(options.databaseUrl, async (client) => {
      const migrations = await appliedMigrations(client);
      if (migrations.join() !== manifest.migrations.join()) {
        throw new BackupRefusal(
          `the backup was written by a release with ${manifest.migrations.length} migrations, this one has ${migrations.length}: restore with the release that took it, then upgrade`,
        );
      }
      await loadDatabase(client, path.join(staging, 'database'), manifest);
    });
    for (const { key } of manifest.files) {
      const body = await readFile(path.join(staging, 'files', ...key.split('/')));
      await options.storage.put(key, body, contentTypeOf(key));
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
