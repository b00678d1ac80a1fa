import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * The secret that signs session cookies: AUTH_SECRET when configured, otherwise one generated
 * at the first start and kept in the database, so every API process signs alike.
 */
export async function authSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ?? sharedSecret(db, 'auth_secret');
}

/** A random secret made once and kept in the database, so every API process uses the same. */
export async function sharedSecret(db: Db, name: string, prefix = ''): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: prefix + randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`${name} missing after insert`);
  return row.value;
}
