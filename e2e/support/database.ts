// Direct access to the app's embedded database for the journeys' factories and checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { currentDatabase } from './app-database';

export async function query<T extends pg.QueryResultRow>(
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const database = currentDatabase();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: database.port,
    user: 'postgres',
    password: readFileSync(path.join(database.dataDir, 'postgres-password'), 'utf8').trim(),
    database: 'quitpot',
  });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Makes an existing account an operator (admins never come from sign-up). */
export async function grantAdmin(email: string): Promise<void> {
  await query(
    `insert into user_roles (user_id, role)
     select id, 'admin' from users where lower(email) = lower($1)
     on conflict do nothing`,
    [email],
  );
}
