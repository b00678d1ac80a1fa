import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('health, headers and OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports a healthy database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('sets the security headers and no-store on API answers', async () => {
    const res = await t.app.inject({ url: '/api/global/webapp' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    // WebAssembly may be compiled (the face check, record 0092); script text is never evaluated.
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/[^-]'unsafe-eval'/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes an OpenAPI document and a docs page', async () => {
    const doc = await t.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/global/webapp', '/api/clickup/contact']),
    );
    expect(doc.json().components.schemas).toHaveProperty('WebappConfig');
    const page = await t.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('behind https', () => {
  it('sends HSTS when the public URL is https', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://quit.example' });
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await t.close();
    }
  });
});

describe('health without a database', () => {
  it('answers 503 when the database is unreachable', async () => {
    const t = await createTestApp();
    await t.database.pool.end();
    try {
      const res = await t.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' });
    } finally {
      t.database.close = async () => undefined;
      await t.close();
    }
  });
});
