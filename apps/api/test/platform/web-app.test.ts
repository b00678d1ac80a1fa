import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const ASSET = 'console.log(1)';
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'quitpot-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>QuitPot</title></head><body><div id="root"></div></body></html>',
  );
  // What the web build lists for a signed-in page (apps/web/vite-page-preloads.ts, record 0091).
  await mkdir(path.join(dist, '.vite'));
  await writeFile(
    path.join(dist, '.vite', 'page-preloads.json'),
    JSON.stringify({
      pages: {
        '/participant/dashboard': {
          scripts: ['/assets/dashboard-1.js', '/assets/x.js"><script>alert(1)</script>'],
          styles: ['/assets/dashboard-1.css'],
        },
      },
      languages: {
        en: { scripts: ['/assets/bundle-en-1.js'], styles: [] },
        de: { scripts: ['/assets/bundle-de-1.js'], styles: [] },
      },
    }),
  );
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside each file (apps/web/vite-precompress.ts).
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(ASSET));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it.each(['/', '/participant/dashboard', '/supporter/support/abc', '/auth/signin?x=1'])(
    'answers the page %s with the app',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('answers an unknown page with the app (its 404 page) and status 404', async () => {
    const res = await t.app.inject({ url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers other methods on page paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves the precompressed copy the client accepts, brotli first, with Vary', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  describe('a signed-in page names its own code for preloading (record 0091)', () => {
    const SESSION = 'better-auth.session_token=abc';
    const preload = (file: string) =>
      `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`;

    it('links the dashboard’s chunks, its stylesheet and the page language’s strings', async () => {
      const en = await t.app.inject({
        url: '/participant/dashboard',
        headers: { cookie: SESSION },
      });
      expect(en.body).toContain(preload('/assets/dashboard-1.js'));
      expect(en.body).toContain(preload('/assets/bundle-en-1.js'));
      expect(en.body).not.toContain('bundle-de-1.js');
      expect(en.body).toContain(
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/dashboard-1.css">',
      );
      // Inside the head, before the page's own code.
      expect(en.body.indexOf('dashboard-1.js')).toBeLessThan(en.body.indexOf('</head>'));

      const de = await t.app.inject({
        url: '/participant/dashboard',
        headers: { cookie: `${SESSION}; quitpot_language=de` },
      });
      expect(de.body).toContain(preload('/assets/bundle-de-1.js'));
      expect(de.body).not.toContain('bundle-en-1.js');
    });

    it('links only names of built assets, never markup from the list', async () => {
      const res = await t.app.inject({
        url: '/participant/dashboard',
        headers: { cookie: SESSION },
      });
      expect(res.body).not.toContain('<script>alert(1)');
    });

    it('starts the reads the dashboard’s first screen waits for, in the page language (record 0097)', async () => {
      const read = (path: string, language: string) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api${path}?language=${language}">`;
      const reads = ['/global/webapp', '/account/session/current', '/participant/dashboard'];
      const en = await t.app.inject({
        url: '/participant/dashboard',
        headers: { cookie: SESSION },
      });
      for (const path of reads) expect(en.body).toContain(read(path, 'en'));
      // Before the code's links: the browser asks them first.
      expect(en.body.indexOf('as="fetch"')).toBeLessThan(en.body.indexOf('modulepreload'));
      const de = await t.app.inject({
        url: '/participant/dashboard',
        headers: { cookie: `${SESSION}; quitpot_language=de` },
      });
      for (const path of reads) expect(de.body).toContain(read(path, 'de'));
      expect(de.body).not.toContain('language=en');
    });

    it('links nothing for a visitor without a session or on a page without a list', async () => {
      const visitor = await t.app.inject({ url: '/participant/dashboard' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain('modulepreload');
      expect(visitor.body).not.toContain('as="fetch"');
      const other = await t.app.inject({
        url: '/participant/insights',
        headers: { cookie: SESSION },
      });
      expect(other.statusCode).toBe(200);
      expect(other.body).not.toContain('modulepreload');
    });
  });

  it('sends the page HTML compressed when the client accepts it, never cached as immutable', async () => {
    const res = await t.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });
});
