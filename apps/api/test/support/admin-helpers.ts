// An operator for tests: created by the same code as `npm run admin:create`, then signed in.
import type { FastifyInstance } from 'fastify';
import { createAdmin } from '../../src/cli/create-admin';
import type { Db } from '../../src/db/client';
import { createAuth } from '../../src/platform/auth/better-auth';
import { systemClock } from '../../src/platform/clock';
import { grantRole } from '../../src/modules/account/people';
import { signIn, signUp, uniqueEmail } from './accounts';

export async function signedInAdmin(app: FastifyInstance, db: Db) {
  const auth = createAuth({
    db,
    secret: 'a-test-secret-of-at-least-32-characters',
    publicUrl: 'http://localhost',
    clock: systemClock,
    oidc: undefined,
    sendResetPassword: async () => undefined,
  });
  const email = uniqueEmail('ops');
  const { userId } = await createAdmin(db, auth, { email, password: 'operator-1' });
  const { response, cookie } = await signIn(app, {
    email,
    password: 'operator-1',
    role: 'participant',
  });
  if (response.statusCode !== 200) throw new Error(`admin sign-in: ${response.body}`);
  return { userId, email, cookie };
}

/**
 * An operator whose account speaks `language` (operators read answers in their own account's
 * language): signed up as a supporter, given the admin role. Answers its session cookie.
 */
export async function operatorIn(app: FastifyInstance, db: Db, language = 'en') {
  const account = await signUp(app, { role: 'supporter' }, language);
  const [user] = await db.query.users.findMany({
    where: (u, { eq }) => eq(u.email, account.email),
  });
  await grantRole(db, user!.id, 'admin');
  return account.cookie;
}
