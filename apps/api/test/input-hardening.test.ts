// Issue 14, item 5: control characters, dates out of range, malformed ids, router-level
// errors and webhooks for unknown objects: a clear 4xx in the caller's language, nothing stored.
import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, donations, payoutAccounts, providerEvents } from '../src/db/schema';
import { sharedSecret } from '../src/platform/auth/secret';
import { signSandboxEvent } from '../src/providers/payments/sandbox-payments';
import { signUp, someIp, uniqueEmail } from './support/accounts';
import { newParticipant, PUBLIC_URL, startDonation } from './support/money';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const INVALID = {
  en: 'The Data you provided is invalid.',
  de: 'Die angegebenen Daten sind ungültig.',
} as const;

const rows = async (table: typeof contactMessages | typeof donations | typeof payoutAccounts) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('control characters in free text', () => {
  it('refuses a NUL in the contact form in both languages and stores nothing', async () => {
    const before = await rows(contactMessages);
    for (const language of ['en', 'de'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clickup/contact',
        remoteAddress: someIp(),
        headers: { 'x-language': language },
        payload: { name: 'Ada\u0000', email: 'ada@example.com', message: 'Hi' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_DATA',
        message: INVALID[language],
        fields: ['name'],
      });
    }
    expect(await rows(contactMessages)).toBe(before);
  });

  it('keeps line breaks in a multi-line message but not in a name', async () => {
    const post = (name: string, message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/clickup/contact',
        remoteAddress: someIp(),
        payload: { name, email: 'ada@example.com', message },
      });
    expect((await post('Ada', 'Hello,\r\n\tsecond line')).statusCode).toBe(201);
    const named = await post('Ada\nLovelace', 'Hi');
    expect(named.statusCode).toBe(400);
    expect(named.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['name'] });
    const escape = await post('Ada', 'Hi \u001b[31mred');
    expect(escape.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['message'] });
  });

  it('refuses control characters in a donation and creates no donation', async () => {
    const participant = await newParticipant(t.app);
    const before = await rows(donations);
    const cases = [
      { donorName: 'Grace\u0000' },
      { message: 'Good luck\u0007' },
      { redirectUrl: `${PUBLIC_URL}/x\u0000` },
    ];
    for (const input of cases) {
      const res = await startDonation(t.app, participant.id, input, { 'x-language': 'de' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_DATA', message: INVALID.de });
      expect(res.json().fields).toEqual(Object.keys(input));
    }
    const key = await startDonation(
      t.app,
      participant.id,
      {},
      { 'idempotency-key': 'key\u0001-123' },
    );
    expect(key.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['idempotency-key'] });
    expect(await rows(donations)).toBe(before);
  });

  it('refuses control characters in the bank account and the identify form', async () => {
    const participant = await newParticipant(t.app);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/api/participant/bankaccount',
      headers: { cookie: participant.cookie, 'x-language': 'en' },
      payload: { accountHolder: 'Ada\u0000Lovelace', iban: 'DE89370400440532013000' },
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json()).toMatchObject({
      code: 'INVALID_DATA',
      message: INVALID.en,
      fields: ['accountHolder'],
    });
    expect(await rows(payoutAccounts)).toBe(0);
    const identify = await t.app.inject({
      method: 'POST',
      url: '/api/account/identify',
      headers: { cookie: participant.cookie, 'x-language': 'de' },
      payload: {
        role: 'participant',
        firstName: 'A\u0085',
        lastName: 'B',
        birthDate: '1990-01-01',
      },
    });
    expect(identify.statusCode).toBe(400);
    expect(identify.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['firstName'] });
  });
});

describe('dates and ids', () => {
  const signUpBorn = (birthDate: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      remoteAddress: someIp(),
      headers: { 'x-language': language },
      payload: {
        role: 'participant',
        firstName: 'Ada',
        lastName: 'Lovelace',
        birthDate,
        email: uniqueEmail(),
        password: 'secret-123',
        passwordConfirmation: 'secret-123',
      },
    });

  it('takes birth dates from 1900 up to today only', async () => {
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const date of ['0000-01-01', '1899-12-31', inTwoDays, '9999-12-31']) {
      const res = await signUpBorn(date, 'de');
      expect(res.statusCode, date).toBe(400);
      expect(res.json(), date).toMatchObject({
        code: 'INVALID_DATA',
        message: INVALID.de,
        fields: ['birthDate'],
      });
    }
    expect((await signUpBorn('1900-01-01')).statusCode).toBe(201);
  });

  it('refuses a course start date outside 1900–2100', async () => {
    const participant = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course',
      headers: { cookie: participant.cookie, 'x-language': 'de' },
      payload: { startDate: '9999-12-31', testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['startDate'] });
  });

  it('validates path ids by their format', async () => {
    for (const id of ['a%00b', '%E2%80%AE', 'a%20b']) {
      const res = await t.app.inject({
        url: `/api/participant/${id}/public`,
        headers: { 'x-language': 'de' },
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toMatchObject({ code: 'INVALID_DATA', message: INVALID.de });
    }
    const unknown = await t.app.inject({ url: '/api/participant/abcdef0123456789/public' });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Longer than the router takes a parameter: no such route, so a JSON 404 too.
    const long = await t.app.inject({ url: `/api/participant/${'x'.repeat(101)}/public` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('router-level errors', () => {
  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(2_000_000) });
    for (const [language, message] of [
      ['en', 'The request is too large'],
      ['de', 'Die Anfrage ist zu groß'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clickup/contact',
        headers: { 'content-type': 'application/json', 'x-language': language },
        payload: big,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message });
    }
  });

  it('answers a content type other than JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    for (const [language, contentType, message] of [
      ['en', 'text/plain', 'This content type is not accepted. Please send JSON'],
      [
        'de',
        'application/x-www-form-urlencoded',
        'Dieser Inhaltstyp wird nicht angenommen. Bitte sende JSON',
      ],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clickup/contact',
        headers: { 'content-type': contentType, 'x-language': language },
        payload: 'name=Ada',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message });
    }
  });

  it('answers bad JSON with 400 INVALID_DATA in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clickup/contact',
      headers: { 'content-type': 'application/json', 'x-language': 'de' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', message: INVALID.de });
  });

  it('answers a malformed path with a JSON 404 NOT_FOUND', async () => {
    for (const [language, message] of [
      ['en', 'Not found'],
      ['de', 'Nicht gefunden'],
    ] as const) {
      for (const url of ['/api/%ff', '/api/participant/%ff/public', '/%ff']) {
        const res = await t.app.inject({ url, headers: { 'x-language': language } });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.json(), url).toEqual({
          code: 'NOT_FOUND',
          message,
          requestId: res.headers['x-request-id'],
        });
      }
    }
  });
});

describe('requests the HTTP parser refuses', () => {
  let port = 0;
  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });

  async function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(request));
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers malformed requests and oversized headers with {code, message}', async () => {
    const malformed = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malformed.split('\r\n\r\n')[1] ?? '')).toEqual({
      code: 'INVALID_DATA',
      message: INVALID.en,
    });
    const huge = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1] ?? '')).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
    });
  });
});

describe('webhooks for objects that are not ours', () => {
  it('acknowledges a signed event for an unknown checkout or account and changes nothing', async () => {
    const secret = await sharedSecret(t.database.db, 'sandbox_webhook_secret', 'whsec_');
    const before = await rows(donations);
    for (const [type, objectId] of [
      ['checkout.session.completed', 'cs_sandbox_000000000000000000000000'],
      ['checkout.session.completed', 'cs_live_someone_else'],
      ['account.updated', 'acct_unknown'],
    ] as const) {
      const body = JSON.stringify({
        id: `evt_unknown_${objectId}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: objectId } },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signSandboxEvent(body, secret),
        },
        payload: body,
      });
      expect(res.statusCode, objectId).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await rows(donations)).toBe(before);
    const events = await t.database.db.select().from(providerEvents);
    expect(events.filter((e) => e.id.startsWith('evt_unknown_'))).toEqual([]);
  });

  it('still refuses an event signed with another secret', async () => {
    const body = JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed' });
    const signer = new Stripe('sk_test_x');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload: body,
          secret: 'whsec_not_ours',
        }),
        'x-language': 'de',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
  });
});
