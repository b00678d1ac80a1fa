import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { createTestApp, type TestApp } from '../../support/test-app';
import { signIn, signUp } from '../../support/accounts';

const MINUTE = 60_000;
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/account/session', headers: { cookie } });

describe('sessions (decisions A3)', () => {
  it('a plain session idles out after 15 minutes and is kept alive by use', async () => {
    const { email, password } = await signUp(t.app);
    const { response, cookie } = await signIn(t.app, { email, password, role: 'participant' });
    expect(response.json().session.persistent).toBe(false);
    expect(String(response.headers['set-cookie'])).not.toMatch(/session_token=[^;]*;[^,]*Max-Age/i);

    clock.advance(10 * MINUTE); // the web client refreshes every 10 minutes
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(10 * MINUTE); // 20 minutes after sign-in, 10 after the last use
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(16 * MINUTE); // idle for 16 minutes
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('idles out at exactly 15 minutes after the last use, not a minute later', async () => {
    const { email, password } = await signUp(t.app);
    const { cookie } = await signIn(t.app, { email, password, role: 'participant' });
    clock.advance(5 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200); // the last use
    clock.advance(15 * MINUTE - 1000);
    expect((await me(cookie)).statusCode).toBe(200); // idle 14:59, and used again
    clock.advance(15 * MINUTE);
    const expired = await me(cookie); // idle exactly 15:00
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHENTICATED');
  });

  it('"keep me signed in" stays a 30-day session however it is used', async () => {
    const { email, password } = await signUp(t.app);
    const { response, cookie } = await signIn(t.app, {
      email,
      password,
      role: 'participant',
      rememberMe: true,
    });
    const signedInAt = clock.now().getTime();
    const expiresAt = async () => {
      const [row] = await t.database.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(and(eq(sessions.userId, response.json().user.id), eq(sessions.persistent, true)));
      return row?.expiresAt.getTime();
    };
    for (let i = 0; i < 3; i++) {
      clock.advance(2 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    expect(await expiresAt()).toBe(signedInAt + 30 * 24 * 60 * MINUTE);
    clock.advance(3 * 60 * MINUTE); // idle for hours after those uses
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await expiresAt()).toBe(signedInAt + 30 * 24 * 60 * MINUTE);
  });

  it('"keep me signed in" gives a persistent cookie and a 30-day session', async () => {
    const { email, password } = await signUp(t.app);
    const { response, cookie } = await signIn(t.app, {
      email,
      password,
      role: 'participant',
      rememberMe: true,
    });
    expect(response.json().session.persistent).toBe(true);
    expect(String(response.headers['set-cookie'])).toMatch(
      /session_token=[^;]*;[^,]*Max-Age=2592000/i,
    );
    clock.advance(2 * 60 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    // The sign-in's own session (sign-up made another at the same instant of the fixed clock).
    const token = /session_token=([^.;]+)\./.exec(decodeURIComponent(cookie))?.[1] ?? '';
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row?.persistent).toBe(true);
    clock.advance(30 * 24 * 60 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/account/session/current (the web app boot check, issue 13)', () => {
  const current = (cookie?: string) =>
    t.app.inject({ url: '/api/account/session/current', headers: cookie ? { cookie } : {} });

  it('answers 200 with null when nobody is signed in, and with the session when someone is', async () => {
    const anonymous = await current();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ current: null });

    const { email, password } = await signUp(t.app);
    const { cookie } = await signIn(t.app, { email, password, role: 'participant' });
    const signedIn = await current(cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().current.user.email).toBe(email);
    expect(signedIn.json().current.role).toBe('participant');
  });

  it('answers null (not the old session) once the session has idled out', async () => {
    const { email, password } = await signUp(t.app);
    const { cookie } = await signIn(t.app, { email, password, role: 'participant' });
    clock.advance(16 * MINUTE);
    const expired = await current(cookie);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ current: null });
  });
});
