// Large JSON answers compressed for clients that accept it; small ones, non-JSON and the
// payment webhook never (issue 15).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('compresses a large JSON answer with brotli or gzip, as the client accepts', async () => {
  const plain = await t.app.inject({ url: '/api/openapi.json' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(4096);

  const br = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

  const gz = await t.app.inject({
    url: '/api/openapi.json',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
});

it('leaves a small JSON answer as it is', async () => {
  const res = await t.app.inject({
    url: '/api/global/webapp',
    headers: { 'accept-encoding': 'br, gzip' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.body.length).toBeLessThan(4096);
  expect(res.headers['content-encoding']).toBeUndefined();
});

it('never compresses the payment webhook’s answer', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    payload: JSON.stringify({ padding: 'x'.repeat(10_000) }),
  });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(() => JSON.parse(res.body)).not.toThrow();
});
