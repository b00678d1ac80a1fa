import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPrerenderedPage } from '../../src/platform/prerender';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><script type="module" crossorigin src="/assets/index-e.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-r.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-a.css"></head>',
  '<body><div id="root"></div></body>',
  '</html>',
].join('\n');

describe('a prerendered page in index.html', () => {
  const page = {
    language: 'de' as const,
    html: '<h1>Spende $& für Lise</h1>',
    state: '{"queries":[]}',
    stylesheets: ['/assets/index-a.css', '/assets/app-frame-b.css'],
    wakeScript: '/assets/wake-w.js',
  };
  const html = withPrerenderedPage(INDEX, page);

  it("carries the page's language, its markup as it is and its query state", () => {
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(html).toContain(
      '<div id="root" data-prerendered="de" data-hydrating><h1>Spende $& für Lise</h1></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="prerendered-state">{"queries":[]}</script>',
    );
  });

  it("links the page's own stylesheets once, beside the entry's", () => {
    expect(html.match(/index-a\.css/g)).toHaveLength(1);
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/app-frame-b.css">\s*<\/head>/,
    );
  });
});

describe('the scripts of a prerendered page', () => {
  const page = { language: 'en' as const, html: '<h1>Hi</h1>', state: '{}', stylesheets: [] };

  it("loads only the wake script, which names the app's entry, and preloads no chunk", () => {
    const html = withPrerenderedPage(INDEX, { ...page, wakeScript: '/assets/wake-w.js' });
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/wake-w.js" data-entry="/assets/index-e.js"></script>',
    );
    expect(html).not.toContain('src="/assets/index-e.js"');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the entry and its preloads when the build has no wake script', () => {
    const html = withPrerenderedPage(INDEX, { ...page, wakeScript: null });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r.js">');
  });
});

describe("the public pages, prerendered by the web app's server build", () => {
  let t: TestApp;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'quitpot-prerender-'));
    const dist = path.join(root, 'dist');
    await mkdir(path.join(dist, '.vite'), { recursive: true });
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html>\n<html lang="en">\n<head><script type="module" crossorigin src="/assets/index-e.js"></script></head>\n<body><div id="root"></div></body>\n</html>',
    );
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/about.tsx': { css: ['assets/about-x.css'] },
        'src/wake.ts': { file: 'assets/wake-w.js' },
      }),
    );
    // A stand-in for apps/web/dist-ssr/entry-server.js: the page shows the operator's name from
    // the configuration this server answers.
    await writeFile(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export const prerenderedModules = (pathname) => (pathname === '/about' ? ['src/about.tsx'] : null);
let renders = 0;
export async function renderPage({ url, language, fetch }) {
  const config = await (await fetch('/api/global/webapp', { method: 'GET', headers: {} })).json();
  renders += 1;
  return { html: '<h1>About ' + language + ' ' + config.operator.name + ' ' + new URL(url).pathname + '</h1><p>render ' + renders + '</p>', state: '{}' };
}`,
    );
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  const about = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/about', headers });

  it("renders the page in the request's language with this server's own answers", async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/global/webapp' })).json<{
      operator: { name: string };
    }>();
    const response = await about({ 'accept-language': 'de-DE' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>About de ${config.operator.name} /about</h1>`);
    expect(response.body).toContain('<html lang="de"');
    expect(response.body).toContain('href="/assets/about-x.css"');
    expect(response.body).toContain('src="/assets/wake-w.js" data-entry="/assets/index-e.js"');
  });

  it('takes the language of the cookie the app keeps', async () => {
    const response = await about({ 'accept-language': 'de-DE', cookie: 'quitpot_language=en' });
    expect(response.body).toContain('<h1>About en ');
  });

  it('keeps a rendered page for a while, and renders it afresh once what it shows changed', async () => {
    const render = async () =>
      /render (\d+)/.exec((await about({ cookie: 'quitpot_language=en' })).body)?.[1];
    const first = await render();
    expect(first).toBeDefined();
    expect(await render()).toBe(first);
    t.app.changes.emit({ kind: 'public-pages' });
    const after = await render();
    expect(Number(after)).toBeGreaterThan(Number(first));
    expect(await render()).toBe(after);
  });

  it('leaves a signed-in visitor and the other pages to the app shell', async () => {
    const signedIn = await about({ cookie: 'quitpot.session_token=abc' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.body).toContain('<script type="module" crossorigin src="/assets/index-e.js">');
    expect(signedIn.headers['x-signed-out']).toBeUndefined();
    expect((await about({})).headers['x-signed-out']).toBe('1');
    const signIn = await t.app.inject({ method: 'GET', url: '/auth/signin' });
    expect(signIn.body).toContain('<div id="root"></div>');
  });
});
