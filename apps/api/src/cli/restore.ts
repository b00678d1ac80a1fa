// npm run restore -- FILE — brings a backup (npm run backup) back into an empty place (record
// 0075): with DATABASE_URL an empty database, else an empty DATA_DIR where a new embedded
// cluster is made; the files into an empty storage folder or bucket. Anything non-empty is
// refused, so a restore never mixes two states.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres';
import { ensureDatabase } from '../db/ensure-database';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { createStorage } from '../providers/storage/create-storage';
import {
  assertBackupArchive,
  assertDatabaseEmpty,
  assertStorageEmpty,
  BackupRefusal,
  restoreBackup,
} from './backup-archive';

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(1);
}

const file = process.argv[2];
if (!file) fail('name the backup to restore: npm run restore -- FILE');
if (!existsSync(file)) fail(`${file} does not exist`);
const config = loadConfig();
const storage = createStorage(config.storage);
const storagePlace =
  config.storage.kind === 's3'
    ? `bucket ${config.storage.bucket}`
    : `STORAGE_DIR ${config.storage.dir}`;
let embedded: EmbeddedDatabase | undefined;
try {
  await assertBackupArchive(file);
  let databaseUrl: string;
  if (config.databaseUrl) {
    await assertDatabaseEmpty(config.databaseUrl);
    await assertStorageEmpty(storage, storagePlace);
    databaseUrl = config.databaseUrl;
  } else {
    const entries = await readdir(config.dataDir).catch(() => []);
    if (entries.length > 0) {
      throw new BackupRefusal(
        `DATA_DIR ${config.dataDir} is not empty: move it aside (or set DATA_DIR to a new folder) and restore into an empty one`,
      );
    }
    await assertStorageEmpty(storage, storagePlace);
    const log = createLogger('warn');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: 0, log });
    databaseUrl = await ensureDatabase(embedded.url, 'quitpot');
  }
  const manifest = await restoreBackup({ file: path.resolve(file), databaseUrl, storage });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.\n` +
      'Check it: npm run ledger:check\n',
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await embedded?.stop();
}
