import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../src/db/schema';
import { someIp } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, language = 'en', remoteAddress = someIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/clickup/contact',
    remoteAddress,
    headers: { 'x-language': language },
    payload: payload as object,
  });

describe('POST /api/clickup/contact', () => {
  it('stores a valid request with the sender language', async () => {
    const res = await post({ name: 'Ada', email: 'ada@example.com', message: 'Hallo' }, 'de');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ received: true });
    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada', email: 'ada@example.com', language: 'de' });
  });

  it('refuses a bad email, naming the field, in the request language, storing nothing', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const res = await post({ name: 'Ada', email: 'not-an-email', message: 'Hi' }, 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_DATA',
      message: 'Die angegebenen Daten sind ungültig.',
      fields: ['email'],
    });
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('refuses unknown fields and empty messages', async () => {
    const extra = await post({ name: 'A', email: 'a@example.com', message: 'x', admin: true });
    expect(extra.statusCode).toBe(400);
    const blank = await post({ name: 'A', email: 'a@example.com', message: '   ' });
    expect(blank.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['message'] });
  });

  it('takes at most 5 messages per address an hour', async () => {
    const ip = someIp();
    const ok = { name: 'A', email: 'a@example.com', message: 'hello' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(ok, 'de', ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(ok, 'de', ip);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warte einen Moment',
    });
  });
});
