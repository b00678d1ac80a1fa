// Issue 30: German visitors got an English title and description until the app woke, and one
// English web manifest. The server writes the page's language into index.html and into the
// prerendered public pages.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageLanguage } from '../../src/platform/page-language';
import { withPrerenderedPage } from '../../src/platform/prerender';
import { createTestApp, type TestApp } from '../support/test-app';

/** The head of apps/web/index.html as the build leaves it. */
const INDEX = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <title>QuitPot · Quit smoking in 28 days</title>',
  '    <meta',
  '      name="description"',
  '      content="QuitPot: a 28-day quit-smoking course where friends donate into your pot."',
  '    />',
  '    <link rel="manifest" href="/manifest.en.webmanifest" />',
  '    <script type="module" crossorigin src="/assets/index-e.js"></script>',
  '  </head>',
  '  <body><div id="root"></div></body>',
  '</html>',
].join('\n');

const GERMAN = {
  lang: '<html lang="de"',
  title: '<title>QuitPot · Rauchfrei in 28 Tagen</title>',
  description:
    '<meta name="description" content="QuitPot: ein Kurs über 28 Tage zum Rauchstopp, bei dem Freunde in deinen Topf spenden.',
  manifest: '<link rel="manifest" href="/manifest.de.webmanifest" />',
};

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'quitpot-dist-language-'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

const page = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe("the page's language before the app wakes", () => {
  it.each(['/', '/participant/dashboard', '/no/such/page'])(
    'gives a German visitor of %s the German title, description and manifest',
    async (url) => {
      const res = await page(url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
      for (const part of Object.values(GERMAN)) expect(res.body).toContain(part);
      expect(res.body).not.toContain('Quit smoking in 28 days');
      expect(res.body).not.toContain('manifest.en.webmanifest');
    },
  );

  it('follows the language the visitor chose in the app (its cookie) over the browser', async () => {
    const res = await page('/about', {
      'accept-language': 'de',
      cookie: 'quitpot_language=en',
    });
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('<title>QuitPot · Quit smoking in 28 days</title>');
    expect(res.body).toContain('<link rel="manifest" href="/manifest.en.webmanifest" />');
    const chosen = await page('/about', { 'accept-language': 'en', cookie: 'quitpot_language=de' });
    for (const part of Object.values(GERMAN)) expect(chosen.body).toContain(part);
  });

  it('localises a prerendered public page the same way', () => {
    const prerendered = withPrerenderedPage(INDEX, {
      language: 'de',
      html: '<h1>Rauchfrei in 28 Tagen</h1>',
      state: '{}',
      stylesheets: [],
      wakeScript: null,
    });
    const html = withPageLanguage(prerendered, 'de');
    for (const part of Object.values(GERMAN)) expect(html).toContain(part);
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });
});
