import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, profiles, sessions, users } from '../../../src/db/schema';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { createTestApp, type TestApp } from '../../support/test-app';
import { signIn, signUp } from '../../support/accounts';
import { completeProfile } from '../../support/money';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const complete = { ...completeProfile, language: 'de' };

const put = (cookie: string, body: object, url = '/api/participant', language = 'en') =>
  t.app.inject({ method: 'PUT', url, headers: { cookie, 'x-language': language }, payload: body });

describe('profile', () => {
  it('starts incomplete and names what is missing, then completes', async () => {
    const { cookie, email } = await signUp(t.app);
    const before = await t.app.inject({ url: '/api/participant', headers: { cookie } });
    expect(before.json()).toMatchObject({ email, firstName: 'Ada', birthDate: '1990-05-17' });
    expect(before.json().completeness.missing).toEqual(
      expect.arrayContaining(['phone', 'gender', 'street', 'postalCode']),
    );
    const saved = await put(cookie, complete);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().completeness).toEqual({ complete: true, missing: [] });
    const session = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ profileComplete: true, language: 'de' });
  });

  it.each([
    ['en', 'The provided phone number is invalid'],
    ['de', 'Die angegebene Telefonnummer ist ungültig'],
  ])('refuses an invalid phone number (%s) and changes nothing', async (language, message) => {
    const { cookie } = await signUp(t.app, {}, language);
    const res = await put(cookie, { ...complete, phone: '12' }, '/api/participant', language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PHONE', message, fields: ['phone'] });
    const after = await t.app.inject({ url: '/api/participant', headers: { cookie } });
    expect(after.json().phone).toBeNull();
  });

  it('refuses a bad time zone, a too-young birth date, and an email change through the profile', async () => {
    const { cookie } = await signUp(t.app);
    expect((await put(cookie, { ...complete, timeZone: 'Mars/Olympus' })).json().code).toBe(
      'INVALID_DATA',
    );
    expect((await put(cookie, { ...complete, birthDate: '2020-01-01' })).json().code).toBe(
      'TOO_YOUNG',
    );
    expect((await put(cookie, { ...complete, email: 'x@example.com' })).json().code).toBe(
      'INVALID_DATA',
    );
  });

  it.each([
    [{ postalCode: '😀' }, 'address.postalCode'],
    [{ postalCode: '1011' }, 'address.postalCode'],
    [{ country: 'Austria', postalCode: '10117' }, 'address.postalCode'],
    [{ city: 'Berlin 🏙️' }, 'address.city'],
    [{ street: '★ Street' }, 'address.street'],
  ])('refuses address %j per field (issue 16) and changes nothing', async (change, field) => {
    const { cookie } = await signUp(t.app);
    const res = await put(cookie, { ...complete, address: { ...complete.address, ...change } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fields: [field] });
    const after = await t.app.inject({ url: '/api/participant', headers: { cookie } });
    expect(after.json().address.postalCode).toBeNull();
  });

  it('accepts a postal code that fits the country', async () => {
    const { cookie } = await signUp(t.app);
    const res = await put(cookie, {
      ...complete,
      address: { ...complete.address, country: 'Österreich', postalCode: '1010' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("answers in the user's own language setting, whatever the headers say", async () => {
    const { cookie } = await signUp(t.app);
    await put(cookie, complete); // language: 'de'
    const res = await put(cookie, { ...complete, phone: '12' }, '/api/participant', 'en');
    expect(res.json().message).toBe('Die angegebene Telefonnummer ist ungültig');
  });

  it('/api/participant is for participants; /api/user/profile for anyone signed in', async () => {
    const { cookie } = await signUp(t.app, { role: 'supporter' });
    const refused = await t.app.inject({ url: '/api/participant', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_REGISTERED_AS_PARTICIPANT');
    const own = await t.app.inject({ url: '/api/user/profile', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: '/api/user/profile' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('no endpoint returns another user’s profile, whatever id is passed', async () => {
    const first = await signUp(t.app, { firstName: 'Firsty' });
    const second = await signUp(t.app, { firstName: 'Secondo' });
    const firstId = first.response.json().user.id as string;
    // Every GET the API documents, with every path parameter set to the first user's id.
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const urls = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, firstId));
    expect(urls).toEqual(expect.arrayContaining(['/api/participant', '/api/user/profile']));
    for (const path of urls) {
      for (const url of [path, `${path}?id=${firstId}`, `${path}?userId=${firstId}`]) {
        const res = await t.app.inject({ url, headers: { cookie: second.cookie } });
        expect(res.body, url).not.toContain(first.email);
        // The public fundraiser shows what A4 allows everyone to see: "Firsty L.".
        if (path === `/api/participant/${firstId}/public`) {
          expect(res.json().displayName).toBe('Firsty L.');
        } else {
          expect(res.body, url).not.toContain('Firsty');
        }
      }
    }
    const byPath = await t.app.inject({
      url: `/api/participant/${firstId}`,
      headers: { cookie: second.cookie },
    });
    expect(byPath.body).not.toContain('Firsty');
  });
});

describe('danger zone: deleting the account', () => {
  it('needs the email typed and the password, then erases the person and ends all sessions', async () => {
    const { cookie, email, password, response } = await signUp(t.app);
    const userId = response.json().user.id as string;
    const other = await signIn(t.app, { email, password, role: 'participant' });
    const del = (body: object) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/participant',
        headers: { cookie },
        payload: body,
      });

    expect((await del({ confirmation: 'someone@else.com', password })).json()).toMatchObject({
      code: 'INVALID_DATA',
      fields: ['confirmation'],
    });
    expect((await del({ confirmation: email, password: 'wrong-pass' })).json().code).toBe(
      'WRONG_PASSWORD',
    );
    const ok = await del({ confirmation: email.toUpperCase(), password });
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/quitpot\.session_token=;/);

    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.userId, userId))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const otherSession = await t.app.inject({
      url: '/api/account/session',
      headers: { cookie: other.cookie },
    });
    expect(otherSession.statusCode).toBe(401);
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.userId, userId));
    expect(audit.map((a) => a.type)).toContain('account_deleted');
    const again = await signIn(t.app, { email, password, role: 'participant' });
    expect(again.response.json().code).toBe('SIGNIN_FAILED');
    const goodbye = await latestMail(db, { to: email, kind: 'account_deleted' });
    expect(goodbye?.language).toBe('en');
  });
});
