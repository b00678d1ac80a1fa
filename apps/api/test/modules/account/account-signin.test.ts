import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, userRoles, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../support/test-app';
import { cookiesOf, signIn, signUp, someIp } from '../../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/account/signin', () => {
  it('signs in as the role, with a new session each time', async () => {
    const { email, password, cookie: first } = await signUp(t.app);
    const { response, cookie } = await signIn(t.app, { email, password, role: 'participant' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'participant', user: { email } });
    expect(cookie).not.toBe(first);
  });

  it.each([
    ['en', 'supporter', 'NOT_REGISTERED_AS_SUPPORTER', 'Not registered as Supporter'],
    ['de', 'supporter', 'NOT_REGISTERED_AS_SUPPORTER', 'Nicht als Unterstützer registriert'],
  ] as const)(
    'refuses a missing role (%s) and leaves no session',
    async (language, role, code, message) => {
      const { email, password } = await signUp(t.app, { role: 'participant' });
      const { response } = await signIn(t.app, { email, password, role }, language);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code, message });
      expect(cookiesOf(response)).toBe('');
    },
  );

  it('says "Not registered as Participant" to a supporter', async () => {
    const { email, password } = await signUp(t.app, { role: 'supporter' });
    const { response } = await signIn(t.app, { email, password, role: 'participant' });
    expect(response.json()).toMatchObject({
      code: 'NOT_REGISTERED_AS_PARTICIPANT',
      message: 'Not registered as Participant',
    });
  });

  it('says "Keine Rolle gefunden" when the account has no role at all', async () => {
    const { email, password, response } = await signUp(t.app);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, response.json().user.id));
    const { response: refused } = await signIn(
      t.app,
      { email, password, role: 'participant' },
      'de',
    );
    expect(refused.json()).toMatchObject({ code: 'NO_ROLE', message: 'Keine Rolle gefunden' });
  });

  it('gives the same answer for a wrong password and an unknown email, audited', async () => {
    const { email } = await signUp(t.app);
    const wrong = await signIn(t.app, { email, password: 'nope-nope', role: 'supporter' }, 'de');
    const unknown = await signIn(t.app, {
      email: 'nobody@example.com',
      password: 'nope-nope',
      role: 'supporter',
    });
    expect(wrong.response.json()).toMatchObject({
      code: 'SIGNIN_FAILED',
      message: 'Anmelden fehlgeschlagen',
    });
    expect(unknown.response.statusCode).toBe(wrong.response.statusCode);
    expect(unknown.response.json().code).toBe('SIGNIN_FAILED');
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.email, email));
    expect(audit.map((a) => a.type)).toContain('sign_in_failed');
    expect(JSON.stringify(audit)).not.toContain('nope-nope');
  });

  it('a user may hold both roles, adding the other later', async () => {
    const { email, password, cookie } = await signUp(t.app, { role: 'participant' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/account/roles',
      headers: { cookie },
      payload: { role: 'supporter' },
    });
    expect(added.json().user.roles).toEqual(['participant', 'supporter']);
    const { response } = await signIn(t.app, { email, password, role: 'supporter' });
    expect(response.json().role).toBe('supporter');
  });

  describe('limits (failures only, per account and address, and per address)', () => {
    const attempt = (email: string, password: string, ip: string, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/signin',
        remoteAddress: ip,
        headers: { 'x-language': language },
        payload: { email, password, role: 'participant' },
      });

    it('never counts good sign-ins', async () => {
      const { email, password } = await signUp(t.app);
      const ip = someIp();
      const statuses = [];
      for (let i = 0; i < 12; i++) statuses.push((await attempt(email, password, ip)).statusCode);
      expect(statuses.every((s) => s === 200)).toBe(true);
    });

    it('ten wrong passwords block that account from that address only; the owner signs in elsewhere', async () => {
      const { email, password } = await signUp(t.app);
      const attacker = someIp();
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        statuses.push((await attempt(email, 'wrong-wrong', attacker)).statusCode);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      const blocked = await attempt(email, password, attacker, 'de');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Zu viele Versuche. Bitte warte einen Moment',
      });
      expect((await attempt(email, 'wrong-wrong', attacker)).json().message).toBe(
        'Too many attempts. Please wait a moment',
      );
      expect((await attempt(email, password, someIp())).statusCode).toBe(200);
    });

    it('a good password clears the failures of that account from that address', async () => {
      const { email, password } = await signUp(t.app);
      const ip = someIp();
      for (let i = 0; i < 9; i++) await attempt(email, 'wrong-wrong', ip);
      expect((await attempt(email, password, ip)).statusCode).toBe(200);
      const statuses = [];
      for (let i = 0; i < 10; i++)
        statuses.push((await attempt(email, 'wrong-wrong', ip)).statusCode);
      expect(statuses.every((s) => s === 400)).toBe(true);
      expect((await attempt(email, password, ip)).statusCode).toBe(429);
    });

    it('one address cannot try many accounts: 30 failures an address, whatever the accounts', async () => {
      const { email, password } = await signUp(t.app);
      const ip = someIp();
      const statuses = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await attempt(`nobody-${i}@example.com`, 'wrong-wrong', ip)).statusCode);
      }
      expect(statuses.every((s) => s === 400)).toBe(true);
      expect((await attempt(email, password, ip)).statusCode).toBe(429);
      expect((await attempt(email, password, someIp())).statusCode).toBe(200);
    });
  });

  it('signs out on the server and clears the cookie', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/signout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/quitpot\.session_token=;/);
    const after = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
  });

  it('keeps the session token away from page scripts: no token header for cookie sessions', async () => {
    const { response: signedUp, email, password } = await signUp(t.app);
    const { response } = await signIn(t.app, { email, password, role: 'participant' });
    for (const answer of [signedUp, response]) {
      expect(answer.headers['set-auth-token']).toBeUndefined();
      expect(answer.headers['access-control-expose-headers']).toBeUndefined();
      expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly/i);
    }
  });

  it('gives a bearer token to a client that asks for one (x-auth-mode: token)', async () => {
    const { email, password } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/signin',
      remoteAddress: someIp(),
      headers: { 'x-auth-mode': 'token' },
      payload: { email, password, role: 'participant', rememberMe: false },
    });
    const token = response.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const me = await t.app.inject({
      url: '/api/account/session',
      headers: { authorization: `Bearer ${String(token)}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
  });

  it('refuses a cross-site state change', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/signout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(403);
    const [user] = await t.database.db.select().from(users).limit(1);
    expect(user).toBeDefined();
  });
});
