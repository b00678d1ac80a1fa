// Issue 30, item 7: the test photo is JPEG, PNG or WebP only and its size is read from the
// header before decoding (record 0063). Real files: an SVG and a 64-megapixel PNG.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testkits, testkitTests } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { PUBLIC_URL } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000">
<rect width="4000" height="3000" fill="#fff"/><text x="10" y="50">QP-ABCDEFGH</text></svg>`;

async function unchanged(kitId: string) {
  const [kit] = await t.database.db.select().from(testkits).where(eq(testkits.id, kitId));
  expect(kit!.state).toBe('unused');
  const tests = await t.database.db
    .select()
    .from(testkitTests)
    .where(eq(testkitTests.testkitId, kitId));
  expect(tests).toHaveLength(0);
}

describe('the test photo upload (issue 30)', () => {
  it('refuses an SVG with INVALID_IMAGE in both languages, changing nothing', async () => {
    expect((await sharp(Buffer.from(SVG)).metadata()).format).toBe('svg');
    for (const [language, message] of [
      [
        'de',
        'Das Foto konnte nicht gelesen werden. Bitte nimm es noch einmal auf (JPEG, PNG oder WebP).',
      ],
      ['en', 'The photo could not be read. Please take it again (JPEG, PNG or WebP).'],
    ] as const) {
      const p = await day28WithKit(admin, { language, fundedCents: 20_000 });
      await waitedFiveMinutes(p.cookie, p.kit.code);
      const res = await call(
        'POST',
        `/api/testkit/${p.kit.code}/photo`,
        p.cookie,
        { image: Buffer.from(SVG).toString('base64') },
        language,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE', message });
      const dataUrl = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
        image: `data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`,
      });
      expect(dataUrl.statusCode).toBe(400);
      await unchanged(p.kit.id);
    }
  });

  it('refuses a 64-megapixel PNG before decoding it (413), changing nothing', async () => {
    const png = await sharp({
      create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(png.length).toBeLessThan(8_000_000);
    for (const [language, message] of [
      [
        'en',
        'The photo is too large (at most 16 megapixels). Please take it again or send a smaller one.',
      ],
      [
        'de',
        'Das Foto ist zu groß (höchstens 16 Megapixel). Bitte nimm es noch einmal auf oder sende ein kleineres.',
      ],
    ] as const) {
      const p = await day28WithKit(admin, { language, fundedCents: 20_000 });
      await waitedFiveMinutes(p.cookie, p.kit.code);
      const res = await call(
        'POST',
        `/api/testkit/${p.kit.code}/photo`,
        p.cookie,
        { image: `data:image/png;base64,${png.toString('base64')}` },
        language,
      );
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message });
      await unchanged(p.kit.id);
    }
  });

  it('takes a WebP photo of the kit', async () => {
    const p = await day28WithKit(admin, { language: 'en', fundedCents: 20_000 });
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const jpeg = Buffer.from(await kitPhoto(p.kit.code, { c: 0.8, t: 0.6 }), 'base64');
    const webp = await sharp(jpeg).webp({ quality: 95 }).toBuffer();
    const res = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
      image: `data:image/webp;base64,${webp.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    const [kit] = await t.database.db.select().from(testkits).where(eq(testkits.id, p.kit.id));
    expect(kit!.state).toBe('used');
  });
});
