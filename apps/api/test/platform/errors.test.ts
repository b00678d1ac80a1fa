import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/api/test/balance', { config: { access: 'public' } }, async () => {
      throw new AppError('BALANCE_TOO_LOW', { detail: 'available 100' });
    });
  });
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404 and a code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers in German for a German Accept-Language and prefers X-Language', async () => {
    const german = await t.app.inject({
      url: '/api/nope',
      headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
    });
    expect(german.json().message).toBe('Nicht gefunden');
    const english = await t.app.inject({
      url: '/api/nope',
      headers: { 'accept-language': 'de-DE', 'x-language': 'en' },
    });
    expect(english.json().message).toBe('Not found');
  });

  it('takes ?language= where X-Language is missing (a read the page started, record 0097)', async () => {
    const message = async (url: string, headers: Record<string, string>) =>
      ((await t.app.inject({ url, headers })).json() as { message: string }).message;
    const german = await message('/api/test/balance', { 'x-language': 'de' });
    const english = await message('/api/test/balance', { 'x-language': 'en' });
    expect(german).not.toBe(english);
    expect(await message('/api/test/balance?language=de', { 'accept-language': 'en-GB' })).toBe(
      german,
    );
    // The header still wins where both are sent.
    expect(await message('/api/test/balance?language=de', { 'x-language': 'en' })).toBe(english);
    // An unknown path's answer too.
    expect(await message('/api/nope?language=de', {})).toBe('Nicht gefunden');
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await t.app.inject({ url: '/api/test/boom', headers: { 'x-language': 'de' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      code: 'INTERNAL',
      message: 'Etwas ist schiefgelaufen, bitte versuche es später erneut',
    });
    expect(res.body).not.toContain('secret_table');
    expect(res.body).not.toContain('at ');
  });

  it('fills the minimum balance into the message, formatted per language', async () => {
    const de = await t.app.inject({ url: '/api/test/balance', headers: { 'x-language': 'de' } });
    expect(de.statusCode).toBe(409);
    expect(de.json().message).toBe(
      'Du hast nicht genug Geld gesammelt. Du brauchst mindestens 140,00\u00a0€',
    );
    const en = await t.app.inject({ url: '/api/test/balance' });
    expect(en.json().message).toBe('You did not raise enough money. You need at least €140.00');
    expect(en.body).not.toContain('available 100');
  });

  it('turns malformed JSON into INVALID_DATA', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/clickup/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_DATA');
  });

  it('gives every answer a request id, reusing a well-formed incoming one', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const fresh = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id!' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
