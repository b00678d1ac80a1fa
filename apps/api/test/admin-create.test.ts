// `npm run admin:create` as the README tells an operator to run it (the npm script, through tsx,
// against DATABASE_URL): the first operator is made by this command, never by sign-up (A1). It
// makes an account that signs in with the admin role, adds the role to an existing account
// without touching its password, and refuses what it cannot do with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp } from './support/accounts';
import { runCommand } from './support/run-command';
import { createTestApp, createTestDatabase, type TestApp } from './support/test-app';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let databaseUrl: string;
let t: TestApp;

function adminCreate(args: string[]) {
  return runCommand(npm, ['run', '--silent', 'admin:create', '--', ...args], {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
  });
}

async function rolesAfterSignIn(email: string, password: string) {
  const { response, cookie } = await signIn(t.app, { email, password, role: 'supporter' });
  if (response.statusCode !== 200) {
    return { status: response.statusCode, code: response.json<{ code: string }>().code, roles: [] };
  }
  const session = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
  return {
    status: 200,
    code: null,
    roles: session.json<{ user: { roles: string[] } }>().user.roles,
  };
}

beforeAll(async () => {
  const database = await createTestDatabase();
  databaseUrl = database.url;
  t = await createTestApp({}, undefined, { database });
});
afterAll(async () => {
  await t?.close();
});

describe('npm run admin:create', () => {
  it('makes an operator who signs in with the admin role; again, it changes nothing', async () => {
    const made = await adminCreate(['--email', 'Ops@Example.com', '--password', 'operator-1']);
    // (Node notes on stderr that there is no .env file, which the script reads when there is.)
    expect(made.stderr).not.toMatch(/error|usage/i);
    expect(made.code).toBe(0);
    expect(made.stdout).toBe('Created admin Ops@Example.com\n');
    const signedIn = await rolesAfterSignIn('ops@example.com', 'operator-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.roles).toContain('admin');
    // The console answers the operator.
    const { cookie } = await signIn(t.app, {
      email: 'ops@example.com',
      password: 'operator-1',
      role: 'supporter',
    });
    expect((await t.app.inject({ url: '/api/admin/people', headers: { cookie } })).statusCode).toBe(
      200,
    );

    const again = await adminCreate(['--email', 'ops@example.com', '--password', 'other-pass']);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('ops@example.com already had an account: added the admin role\n');
    // Its password is the one it had.
    expect(await rolesAfterSignIn('ops@example.com', 'other-pass')).toEqual({
      status: 400,
      code: 'SIGNIN_FAILED',
      roles: [],
    });
    expect((await rolesAfterSignIn('ops@example.com', 'operator-1')).roles).toContain('admin');
  });

  it('adds the admin role to a person who signed up, keeping their password and role', async () => {
    const person = await signUp(t.app, { role: 'supporter' }, 'de');
    expect((await rolesAfterSignIn(person.email, person.password)).roles).not.toContain('admin');
    const added = await adminCreate(['--email', person.email, '--password', 'unused-1']);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('added the admin role');
    const roles = (await rolesAfterSignIn(person.email, person.password)).roles;
    expect(roles).toContain('admin');
    expect(roles).toContain('supporter');
  });

  it('refuses without an address or password, and a password too short, making nobody', async () => {
    const usage = await adminCreate(['--email', 'nobody@example.com']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin:create -- --email <email> --password');
    const short = await adminCreate(['--email', 'short@example.com', '--password', 'abc']);
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('error: the password must have at least 6 characters\n');
    // The same answer as a wrong password (no account is told apart), and no row.
    for (const email of ['nobody@example.com', 'short@example.com']) {
      expect((await rolesAfterSignIn(email, 'abc')).code).toBe('SIGNIN_FAILED');
    }
    const rows = await t.database.db.execute(
      "select count(*)::int as n from users where email in ('nobody@example.com', 'short@example.com')",
    );
    expect(rows.rows[0]).toEqual({ n: 0 });
  });
});
