// npm run backup [-- FOLDER] — one dated archive of the database and the stored files (record
// 0075), written into FOLDER (default ./backups). Works on the embedded database (running or
// not) and on DATABASE_URL; the files come from the local folder or the bucket.
import path from 'node:path';
import { openDatabase } from '../db/open-database';
import { loadConfig } from '../platform/config';
import { systemClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { createStorage } from '../providers/storage/create-storage';
import { createBackup } from './backup-archive';

const config = loadConfig();
const outDir = path.resolve(process.argv[2] ?? 'backups');
if (!config.databaseUrl && outDir.startsWith(`${config.dataDir}${path.sep}`)) {
  process.stderr.write(`error: write backups outside DATA_DIR (${config.dataDir})\n`);
  process.exit(1);
}
const database = await openDatabase(config, createLogger('warn'));
try {
  const { file, manifest } = await createBackup({
    pool: database.pool,
    storage: createStorage(config.storage),
    outDir,
    at: systemClock.now(),
  });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  process.stdout.write(
    `Backup written: ${file}\n  ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files\n`,
  );
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
