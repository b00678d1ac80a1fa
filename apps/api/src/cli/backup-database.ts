// The database half of `npm run backup` / `npm run restore` (record 0075). Every table's rows as
// JSON lines, read in one REPEATABLE READ snapshot so the ledger, the balances and the jobs are
// taken at one instant; loaded back into a schema built by this release's own migrations.
// (The embedded binaries ship no pg_dump, and Debian's pg_dump 15 refuses a PostgreSQL 18.)
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';

export type TableName = { schema: string; name: string };
export type TableDump = TableName & { rows: number; file: string };
export type SequenceState = TableName & { lastValue: string; isCalled: boolean };
export type DatabaseDump = { tables: TableDump[]; sequences: SequenceState[] };

/** drizzle's record of applied migrations: rebuilt by the migrations, compared, not loaded. */
export const MIGRATIONS_TABLE: TableName = { schema: 'drizzle', name: '__drizzle_migrations' };

const BATCH_ROWS = 2_000;
const quote = (client: pg.ClientBase, t: TableName) =>
  `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;
const sameTable = (a: TableName, b: TableName) => a.schema === b.schema && a.name === b.name;

const USER_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

export async function userTables(client: pg.ClientBase): Promise<TableName[]> {
  const result = await client.query<TableName>(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${USER_SCHEMAS}
      order by 1, 2`,
  );
  return result.rows;
}

async function sequences(client: pg.ClientBase): Promise<TableName[]> {
  const result = await client.query<TableName>(
    `select n.nspname as schema, c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${USER_SCHEMAS} order by 1, 2`,
  );
  return result.rows;
}

/** Writes every table into `folder` (one `<schema>.<table>.ndjson` each) from one snapshot. */
export async function dumpDatabase(client: pg.ClientBase, folder: string): Promise<DatabaseDump> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables: TableDump[] = [];
    for (const table of await userTables(client)) {
      const file = `${table.schema}.${table.name}.ndjson`;
      const out = createWriteStream(path.join(folder, file));
      let rows = 0;
      await client.query(
        `declare dump_rows no scroll cursor for select row_to_json(t)::text as row from ${quote(client, table)} t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from dump_rows`);
        if (batch.rows.length === 0) break;
        rows += batch.rows.length;
        if (!out.write(batch.rows.map((r) => `${r.row}\n`).join(''))) await once(out, 'drain');
      }
      await client.query('close dump_rows');
      out.end();
      await once(out, 'close');
      tables.push({ ...table, rows, file });
    }
    const states: SequenceState[] = [];
    for (const sequence of await sequences(client)) {
      const result = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${quote(client, sequence)}`,
      );
      const row = result.rows[0];
      if (row) states.push({ ...sequence, lastValue: row.last_value, isCalled: row.is_called });
    }
    return { tables, sequences: states };
  } finally {
    await client.query('rollback');
  }
}

/** Tables ordered so that each comes after those its foreign keys point to. */
async function loadOrder(client: pg.ClientBase, tables: TableName[]) {
  const result = await client.query<{
    from_schema: string;
    from_name: string;
    to_schema: string;
    to_name: string;
  }>(
    `select fn.nspname as from_schema, fc.relname as from_name, tn.nspname as to_schema, tc.relname as to_name
       from pg_constraint k
       join pg_class fc on fc.oid = k.conrelid join pg_namespace fn on fn.oid = fc.relnamespace
       join pg_class tc on tc.oid = k.confrelid join pg_namespace tn on tn.oid = tc.relnamespace
      where k.contype = 'f'`,
  );
  const edges = result.rows.map((r) => ({
    from: { schema: r.from_schema, name: r.from_name },
    to: { schema: r.to_schema, name: r.to_name },
  }));
  const ordered: TableName[] = [];
  const visiting = new Set<string>();
  const visit = (table: TableName) => {
    const key = `${table.schema}.${table.name}`;
    if (ordered.some((t) => sameTable(t, table)) || visiting.has(key)) return;
    visiting.add(key);
    for (const edge of edges) {
      const target = tables.find((t) => sameTable(t, edge.to));
      if (sameTable(edge.from, table) && target && !sameTable(edge.to, table)) visit(target);
    }
    ordered.push(table);
  };
  tables.forEach(visit);
  const selfReferencing = (t: TableName) =>
    edges.some((e) => sameTable(e.from, t) && sameTable(e.to, t));
  return ordered.map((table) => ({ table, selfReferencing: selfReferencing(table) }));
}

async function loadedColumns(client: pg.ClientBase, table: TableName): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [quote(client, table)],
  );
  return result.rows.map((r) => client.escapeIdentifier(r.name));
}

/**
 * Loads a dump into a database whose schema the migrations have just built: in one transaction,
 * with the tables' own triggers off (a restored course must not record its transitions again).
 */
export async function loadDatabase(
  client: pg.ClientBase,
  folder: string,
  dump: DatabaseDump,
): Promise<void> {
  const present = await userTables(client);
  const tables = dump.tables.filter((t) => !sameTable(t, MIGRATIONS_TABLE));
  for (const table of tables) {
    if (!present.some((t) => sameTable(t, table)))
      throw new Error(
        `the backup holds table ${table.schema}.${table.name}, this release has none`,
      );
  }
  await client.query('begin');
  try {
    const targets = present.filter((t) => !sameTable(t, MIGRATIONS_TABLE));
    // Migrations may have inserted rows of their own: the backup's rows replace them.
    if (targets.length > 0)
      await client.query(`truncate ${targets.map((t) => quote(client, t)).join(', ')}`);
    for (const table of tables) {
      await client.query(`alter table ${quote(client, table)} disable trigger user`);
    }
    for (const { table, selfReferencing } of await loadOrder(client, tables)) {
      const dumped = tables.find((t) => sameTable(t, table))!;
      const columns = (await loadedColumns(client, table)).join(', ');
      const insert = `insert into ${quote(client, table)} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${quote(client, table)}, $1::json)`;
      // A table pointing at itself goes in one statement: its keys are checked at the end of it.
      const limit = selfReferencing ? Number.POSITIVE_INFINITY : BATCH_ROWS;
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length > 0) await client.query(insert, [`[${batch.join(',')}]`]);
        batch = [];
      };
      const lines = createInterface({ input: createReadStream(path.join(folder, dumped.file)) });
      for await (const line of lines) {
        if (line.length === 0) continue;
        batch.push(line);
        if (batch.length >= limit) await flush();
      }
      await flush();
    }
    for (const table of tables) {
      await client.query(`alter table ${quote(client, table)} enable trigger user`);
    }
    for (const s of dump.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        quote(client, s),
        s.lastValue,
        s.isCalled,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Rows per table, for checking a restore against the backup's manifest. */
export async function rowCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await userTables(client)) {
    const result = await client.query<{ n: string }>(
      `select count(*)::text as n from ${quote(client, table)}`,
    );
    counts[`${table.schema}.${table.name}`] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}
