// Keyset pages for the console's lists: newest first by (created_at, id), so a page costs the
// same at 100,000 rows as at 10 (an index on both columns serves the order and the cursor).
// The cursor carries the last row's moment to the microsecond, as PostgreSQL keeps it: rows
// written by one transaction share it, and a cursor cut to the millisecond (a JavaScript date)
// made the rest of such rows fall between two pages (record 0098).
import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors';

/** `at`: the moment in ISO 8601, UTC, to the microsecond (older cursors: the millisecond). */
export type Cursor = { at: string; id: string };

/** A row's moment as its cursor carries it; select it beside the row (pageOf's key). */
export const cursorMoment = (at: PgColumn | SQL) =>
  sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(at: string, id: string | number): string {
  return Buffer.from(`${at}|${String(id)}`).toString('base64url');
}

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor this API made, else INVALID_DATA (a forged one never reaches the database). */
export function decodeCursor(
  cursor: string | undefined,
  { uuid = true }: { uuid?: boolean } = {},
): Cursor | null {
  if (!cursor) return null;
  const [at = '', id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  // A real calendar moment (a 31 February would reach PostgreSQL and fail there).
  const when = new Date(at);
  const validAt =
    MOMENT.test(at) &&
    !Number.isNaN(when.getTime()) &&
    when.toISOString().slice(0, 23) === at.slice(0, 23);
  const validId = id !== undefined && id !== '' && (!uuid || UUID.test(id));
  if (!validAt || !validId || rest.length > 0) {
    throw new AppError('INVALID_DATA', { detail: 'cursor' });
  }
  return { at, id };
}

/**
 * Rows after the cursor in (at desc, id desc) order, as one row comparison: the index on
 * (at, id) starts its scan at the cursor. (`at < x or (at = x and id < y)` means the same, but
 * PostgreSQL then reads the index from the top and filters, every page before this one again.)
 */
export function after(cursor: Cursor | null, at: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${sql.param(cursor.id, id)})`;
}

export const newestFirst = (at: PgColumn, id: PgColumn) => [desc(at), desc(id)];

/** Cuts the extra row a query fetched (limit + 1) into the next cursor. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => [string, string | number]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(...key(last)) : null,
  };
}

/** `%`, `_` and `\` in a search are letters, not patterns. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
