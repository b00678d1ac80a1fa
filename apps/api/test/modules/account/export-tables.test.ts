// Record 0067: every table of the Drizzle schema is in the data export or left out with a
// reason (modules/account/export-tables.ts), so a new table cannot be forgotten.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../../src/db/schema';
import { EXPORTED_TABLES, LEFT_OUT_TABLES } from '../../../src/modules/account/export-tables';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table));

describe('the data export covers the schema', () => {
  it('finds the tables of the schema', () => {
    // The walk itself works: the tables everyone knows are among those found.
    expect(tables).toEqual(expect.arrayContaining(['users', 'courses', 'questionnaire_answers']));
    expect(tables.length).toBeGreaterThan(40);
  });

  it('places every table either in the export or in the list left out', () => {
    const unplaced = tables.filter(
      (name) => !(name in EXPORTED_TABLES) && !(name in LEFT_OUT_TABLES),
    );
    expect(unplaced, 'tables neither exported nor left out with a reason').toEqual([]);
  });

  it('places no table twice and names no table the schema lacks', () => {
    expect(Object.keys(EXPORTED_TABLES).filter((name) => name in LEFT_OUT_TABLES)).toEqual([]);
    const known = new Set(tables);
    expect(
      [...Object.keys(EXPORTED_TABLES), ...Object.keys(LEFT_OUT_TABLES)].filter(
        (n) => !known.has(n),
      ),
    ).toEqual([]);
  });

  it('gives every left-out table a reason', () => {
    for (const [name, reason] of Object.entries(LEFT_OUT_TABLES)) {
      expect(reason.trim().length, name).toBeGreaterThan(20);
    }
  });
});
