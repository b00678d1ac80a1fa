import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../src/cli/create-admin';
import { userRoles } from '../../../src/db/schema';
import { createAuth } from '../../../src/platform/auth/better-auth';
import { systemClock } from '../../../src/platform/clock';
import { createTestApp, type TestApp } from '../../support/test-app';
import { signIn, signUp, uniqueEmail } from '../../support/accounts';

let t: TestApp;
let auth: ReturnType<typeof createAuth>;
beforeAll(async () => {
  t = await createTestApp();
  auth = createAuth({
    db: t.database.db,
    secret: 'a-test-secret-of-at-least-32-characters',
    publicUrl: 'http://localhost',
    clock: systemClock,
    oidc: undefined,
    sendResetPassword: async () => undefined,
  });
});
afterAll(() => t.close());

describe('admins', () => {
  it('cannot come from sign-up', async () => {
    const { response } = await signUp(t.app, { role: 'admin' as never });
    expect(response.statusCode).toBe(400);
  });

  it('are created by the command, or the role is added to an existing account', async () => {
    const email = uniqueEmail('ops');
    const made = await createAdmin(t.database.db, auth, { email, password: 'operator-1' });
    expect(made.created).toBe(true);
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, made.userId));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    // An admin without a participant or supporter role signs in to neither dashboard: the
    // session opens as admin, for the operator console (issue 10).
    const { response } = await signIn(t.app, {
      email,
      password: 'operator-1',
      role: 'participant',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'admin', user: { roles: ['admin'] } });

    const member = await signUp(t.app);
    const promoted = await createAdmin(t.database.db, auth, {
      email: member.email,
      password: 'ignored',
    });
    expect(promoted).toEqual({ userId: member.response.json().user.id, created: false });
  });
});
