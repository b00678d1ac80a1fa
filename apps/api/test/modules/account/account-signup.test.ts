import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/test-app';
import { signUp, someIp, uniqueEmail } from '../../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payload = (overrides: Record<string, unknown> = {}) => ({
  role: 'participant',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-05-17',
  email: uniqueEmail(),
  password: 'secret-123',
  passwordConfirmation: 'secret-123',
  ...overrides,
});

const post = (body: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/signup',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: body,
  });

describe('POST /api/account/signup', () => {
  it('creates the account, signs in with a browser-session cookie and lands on the role', async () => {
    const { response, email, cookie } = await signUp(t.app, { role: 'supporter' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email, firstName: 'Ada', lastName: 'Lovelace', roles: ['supporter'] },
      session: { persistent: false },
      role: 'supporter',
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/quitpot\.session_token=[^;]+;[^,]*Max-Age/);
    const session = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
  });

  it.each([
    ['en', 'Passwords do not match'],
    ['de', 'Die Passwörter stimmen nicht überein'],
  ])('refuses mismatching passwords (%s)', async (language, message) => {
    const res = await post(payload({ passwordConfirmation: 'other-123' }), language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORDS_DO_NOT_MATCH', message });
  });

  it.each([
    ['en', 'The provided password is too weak. It has to contain at least 6 characters.'],
    ['de', 'Das Passwort ist zu schwach. Es muss mindestens 6 Zeichen enthalten.'],
  ])('refuses a password under 6 characters (%s)', async (language, message) => {
    const res = await post(payload({ password: '12345', passwordConfirmation: '12345' }), language);
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', message });
  });

  it.each([
    ['en', 'You must be at least 13 years old to use the product'],
    ['de', 'Du musst mindestens 13 Jahre alt sein, um das Produkt zu nutzen'],
  ])('refuses someone younger than 13 (%s)', async (language, message) => {
    // 13 tomorrow, by the app's rule: its clock, the day in its default time zone (a year taken
    // from UTC here once made a 12-year-old 13 at 00:30 in Berlin on New Year's Day).
    const [year, month, day] = dateInTimeZone(new Date(), DEFAULT_TIME_ZONE).split('-');
    const sameDay = `${Number(year) - 13}-${month}-${month === '02' && day === '29' ? '28' : day}`;
    const res = await post(payload({ birthDate: addDays(sameDay, 1) }), language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TOO_YOUNG', message, fields: ['birthDate'] });
  });

  it.each([
    ['en', 'Email already in use'],
    ['de', 'Diese E-Mail-Adresse wird bereits verwendet'],
  ])('refuses an email in use, whatever its case (%s)', async (language, message) => {
    const { email } = await signUp(t.app);
    const res = await post(payload({ email: email.toUpperCase() }), language);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_IN_USE', message });
  });

  it('limits sign-ups per client address', async () => {
    const remoteAddress = someIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/account/signup',
        remoteAddress,
        payload: payload({ password: '1' }),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses an admin role and unknown fields, creating nothing', async () => {
    const email = uniqueEmail();
    expect((await post(payload({ email, role: 'admin' }))).json().code).toBe('INVALID_DATA');
    expect((await post(payload({ email, isAdmin: true }))).json().code).toBe('INVALID_DATA');
    const retry = await post(payload({ email }));
    expect(retry.statusCode).toBe(201);
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://quit.example' });
    try {
      const { response } = await signUp(secure.app);
      expect(response.statusCode).toBe(201);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/session_token=[^;]+;[^,]*Secure/);
      expect(cookie).toContain('HttpOnly');
    } finally {
      await secure.close();
    }
  });
});
