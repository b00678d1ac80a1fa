import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The newest migration's time in drizzle-kit's journal (what drizzle compares with the database). */
async function newestMigrationMillis(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The newest migration the database has applied, or undefined before the first. */
async function newestAppliedMillis(db: Db): Promise<number | undefined> {
  try {
    const result = await db.execute<{ created_at: string | null }>(
      sql`select max(created_at)::text as created_at from drizzle.__drizzle_migrations`,
    );
    const value = result.rows[0]?.created_at;
    return value === null || value === undefined ? undefined : Number(value);
  } catch {
    return undefined; // no migrations table yet
  }
}

/**
 * Applies the drizzle-kit migrations not yet applied; safe to run at every start. When the
 * database already has the newest one (drizzle applies only those newer than its last), one
 * query answers and the files are not read and hashed (issue 15: warm start).
 */
export async function runMigrations(db: Db): Promise<void> {
  const [newest, applied] = await Promise.all([newestMigrationMillis(), newestAppliedMillis(db)]);
  if (applied !== undefined && applied >= newest) return;
  await migrate(db, { migrationsFolder });
}

/** Whether the database has applied the newest migration this build ships (GET /api/ready). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [newest, applied] = await Promise.all([newestMigrationMillis(), newestAppliedMillis(db)]);
  return applied !== undefined && applied >= newest;
}
