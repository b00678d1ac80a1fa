// Share cards (issue 13): a fundraiser page's HTML carries Open Graph and Twitter card tags
// with the participant's public name (A4) and the progress, never a supporter's private data.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import enPage from '@quit/contracts/locales/en/page.json' with { type: 'json' };
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'quitpot-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>QuitPot</title><meta name="description" content="Default" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

const page = (id: string, language: string) =>
  t.app.inject({ url: `/supporter/support/${id}`, headers: { 'accept-language': language } });
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('share tags of a fundraiser page', () => {
  it('name the participant as first name and last initial, with the progress and an image', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, {
      donorName: 'Secret Donor',
      donorEmail: 'secret.donor@example.com',
      message: 'a private message',
    });
    await donate(t.app, p.id, {
      anonymous: true,
      donorName: 'Hidden Person',
      donorEmail: 'hidden@example.com',
    });

    const en = await page(p.id, 'en');
    expect(en.statusCode).toBe(200);
    const html = en.body;
    expect(meta(html, 'og:title')).toBe("Support Ada L.'s 28 days without smoking");
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:description')).toMatch(/^€42\.50 of €\d+\.00 raised · 2 supporters$/);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/supporter/support/${p.id}`);
    const image = meta(html, 'og:image') ?? '';
    expect(image).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/participant/${p.id}/share-card.png\\?lang=en&`),
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('content="Default"');
    for (const secret of [
      'Secret Donor',
      'secret.donor@example.com',
      'a private message',
      'Hidden',
      'hidden@',
    ]) {
      expect(html).not.toContain(secret);
    }

    const de = await page(p.id, 'de-DE,de;q=0.9');
    expect(meta(de.body, 'og:title')).toBe('Unterstütze Ada L. bei 28 Tagen ohne Rauchen');
    expect(meta(de.body, 'og:description')).toMatch(
      /^42,50\s€ von \d+,00\s€ gesammelt · 2 Unterstützer\*innen$/,
    );

    const png = await t.app.inject({
      url: new URL(image).pathname + '?lang=en',
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.headers['cache-control']).toContain('max-age=');
  });

  it('are absent for an unknown participant, whose page keeps the default head', async () => {
    const res = await page('no-such-participant', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('og:title');
    // The default head of the page's language (record 0072), no fundraiser's title in it.
    expect(res.body).toContain(`<title>${enPage.title}</title>`);
    const png = await t.app.inject({ url: '/api/participant/no-such-participant/share-card.png' });
    expect(png.statusCode).toBe(404);
  });
});
