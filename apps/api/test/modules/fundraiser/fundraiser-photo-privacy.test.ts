// Issue 30, item 7: the fundraiser photo is served without its metadata (GPS), a replaced or
// removed photo is deleted from storage, and uploads are limited (record 0063).
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundraiserPages } from '../../../src/db/schema';
import { photoUploadRateLimit } from '../../../src/modules/fundraiser/service';
import { newParticipant } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real phone-style JPEG: EXIF with the camera and GPS position of the participant's home. */
const withGps = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 31/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 18/1',
      },
    })
    .jpeg()
    .toBuffer();

const upload = (cookie: string, bytes: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/participant/fundraiser/photo',
    headers: { cookie },
    payload: { contentType, dataBase64: bytes.toString('base64') },
  });

const keyOf = async (participantId: string) =>
  (
    await t.database.db
      .select()
      .from(fundraiserPages)
      .where(eq(fundraiserPages.participantId, participantId))
  )[0]?.photoKey ?? null;

describe('fundraiser photos (issue 30)', () => {
  it('are stored and served without EXIF or GPS', async () => {
    const p = await newParticipant(t.app);
    const original = await withGps('#8844aa');
    const meta = await sharp(original).metadata();
    expect(meta.exif?.toString('latin1')).toContain('PhoneMaker');
    expect((await upload(p.cookie, original)).statusCode).toBe(200);
    const stored = await t.app.storage.get((await keyOf(p.id))!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    const own = await t.app.inject({
      url: '/api/participant/fundraiser/photo',
      headers: { cookie: p.cookie },
    });
    for (const bytes of [Buffer.concat(chunks), own.rawPayload]) {
      const served = await sharp(bytes).metadata();
      expect(served).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(served.exif).toBeUndefined();
      expect(served.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('deletes the replaced photo and the removed one from storage', async () => {
    const p = await newParticipant(t.app);
    expect((await upload(p.cookie, await withGps('#112233'))).statusCode).toBe(200);
    const first = (await keyOf(p.id))!;
    expect(await t.app.storage.exists(first)).toBe(true);
    expect((await upload(p.cookie, await withGps('#445566'))).statusCode).toBe(200);
    const second = (await keyOf(p.id))!;
    expect(second).not.toBe(first);
    expect(await t.app.storage.exists(first)).toBe(false);
    expect(await t.app.storage.exists(second)).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant/fundraiser/photo',
      headers: { cookie: p.cookie },
    });
    expect(removed.json()).toMatchObject({ photoStatus: null });
    expect(await t.app.storage.exists(second)).toBe(false);
  });

  it('refuses an SVG and a photo over 16 megapixels, keeping the photo it has', async () => {
    const p = await newParticipant(t.app, 'de');
    expect((await upload(p.cookie, await withGps('#abcdef'))).statusCode).toBe(200);
    const kept = (await keyOf(p.id))!;
    // 5000 × 4000 of one colour: 20 MP in a few kilobytes.
    const big = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooLarge = await upload(p.cookie, big, 'image/png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      message:
        'Das Foto ist zu groß (höchstens 16 Megapixel). Bitte nimm es noch einmal auf oder sende ein kleineres.',
    });
    const svg = await upload(
      p.cookie,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
    );
    expect(svg.statusCode).toBe(400);
    expect(await keyOf(p.id)).toBe(kept);
    expect(await t.app.storage.exists(kept)).toBe(true);
  });

  it('limits uploads per participant and hour (429), keeping the last photo', async () => {
    const p = await newParticipant(t.app);
    const photo = await withGps('#010203');
    // A new participant has the whole hour's allowance.
    for (let i = 0; i < photoUploadRateLimit.limit; i++) {
      expect((await upload(p.cookie, photo)).statusCode).toBe(200);
    }
    const kept = await keyOf(p.id);
    const refused = await upload(p.cookie, photo);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await keyOf(p.id)).toBe(kept);
    // Another participant is not held up.
    const other = await newParticipant(t.app);
    expect((await upload(other.cookie, photo)).statusCode).toBe(200);
  });
});
