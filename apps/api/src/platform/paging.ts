// Keyset pages for the console's lists: newest first by (created_at, id), so a page costs the
// same at 100,000 rows as at 10 (an index on both columns serves the order and the cursor).
import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors';

export type Cursor = { at: Date; id: string };

export function encodeCursor(at: Date, id: string | number): string {
  return Buffer.from(`${at.toISOString()}|${String(id)}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A cursor this API made, else INVALID_DATA (a forged one never reaches the database). */
export function decodeCursor(
  cursor: string | undefined,
  { uuid = true }: { uuid?: boolean } = {},
): Cursor | null {
  if (!cursor) return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const when = new Date(at ?? '');
  const validId = id !== undefined && id !== '' && (!uuid || UUID.test(id));
  if (!validId || rest.length > 0 || Number.isNaN(when.getTime())) {
    throw new AppError('INVALID_DATA', { detail: 'cursor' });
  }
  return { at: when, id };
}

/**
 * Rows after the cursor in (at desc, id desc) order, as one row comparison: the index on
 * (at, id) starts its scan at the cursor. (`at < x or (at = x and id < y)` means the same, but
 * PostgreSQL then reads the index from the top and filters, every page before this one again.)
 */
export function after(cursor: Cursor | null, at: PgColumn, id: PgColumn): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < (${sql.param(cursor.at, at)}, ${sql.param(cursor.id, id)})`;
}

export const newestFirst = (at: PgColumn, id: PgColumn) => [desc(at), desc(id)];

/** Cuts the extra row a query fetched (limit + 1) into the next cursor. */
export function pageOf<T>(rows: T[], limit: number, key: (row: T) => [Date, string | number]) {
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
