import { eq } from 'drizzle-orm';
import { isStrongEnoughPassword } from '@quit/domain/password';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Auth } from '../platform/auth/better-auth';
import { grantRole } from '../modules/account/people';

/**
 * Makes an operator: a new account with the admin role, or the admin role added to an
 * existing account (its password stays as it is). Admins never come from sign-up (A1).
 */
export async function createAdmin(
  db: Db,
  auth: Auth,
  input: { email: string; password: string; name?: string },
): Promise<{ userId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing) {
    await grantRole(db, existing.id, 'admin');
    return { userId: existing.id, created: false };
  }
  if (!isStrongEnoughPassword(input.password)) {
    throw new Error('the password must have at least 6 characters');
  }
  const created = await auth.api.signUpEmail({
    body: { name: input.name ?? 'Operator', email, password: input.password },
  });
  await grantRole(db, created.user.id, 'admin');
  // Sign-up opens a session; an operator signs in for themselves.
  await db.delete(sessions).where(eq(sessions.userId, created.user.id));
  return { userId: created.user.id, created: true };
}
