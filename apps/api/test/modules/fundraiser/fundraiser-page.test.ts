// Issue 16: the participant's story and photo on the fundraiser page; the photo is public only
// after an operator approved it.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { grantRole } from '../../../src/modules/account/people';
import { signUp } from '../../support/accounts';
import { newParticipant } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#c0ffee' } })
  .png()
  .toBuffer();

async function admin(): Promise<string> {
  const account = await signUp(t.app, { role: 'supporter' });
  const [user] = await t.database.db.select().from(users).where(eq(users.email, account.email));
  await grantRole(t.database.db, user!.id, 'admin');
  return account.cookie;
}

describe('fundraiser page', () => {
  it('shows the story at once and the photo only once approved', async () => {
    const p = await newParticipant(t.app);
    const story = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/fundraiser/story',
      headers: { cookie: p.cookie },
      payload: { story: '  I smoked for 15 years.\nNow I stop, for my kids.  ' },
    });
    expect(story.json()).toEqual({
      story: 'I smoked for 15 years.\nNow I stop, for my kids.',
      photoStatus: null,
    });
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/fundraiser/photo',
      headers: { cookie: p.cookie },
      payload: { contentType: 'image/png', dataBase64: PNG.toString('base64') },
    });
    expect(upload.json()).toMatchObject({ photoStatus: 'pending' });
    let page = (await t.app.inject({ url: `/api/participant/${p.id}/public` })).json();
    expect(page).toMatchObject({
      story: 'I smoked for 15 years.\nNow I stop, for my kids.',
      photoUrl: null,
    });
    expect((await t.app.inject({ url: `/api/participant/${p.id}/photo` })).statusCode).toBe(404);
    // The participant sees their own photo while it waits.
    const own = await t.app.inject({
      url: '/api/participant/fundraiser/photo',
      headers: { cookie: p.cookie },
    });
    // Stored as JPEG without metadata (record 0063).
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 30,
      height: 20,
    });

    const operator = await admin();
    const list = await t.app.inject({
      url: '/api/admin/fundraiser/photos',
      headers: { cookie: operator },
    });
    expect(
      list.json<{ photos: { participantId: string }[] }>().photos.map((x) => x.participantId),
    ).toContain(p.id);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/fundraiser/photos/${p.id}`,
          headers: { cookie: p.cookie },
          payload: { decision: 'approve' },
        })
      ).statusCode,
    ).toBe(403);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fundraiser/photos/${p.id}`,
      headers: { cookie: operator },
      payload: { decision: 'approve' },
    });
    expect(approved.json()).toMatchObject({ photoStatus: 'approved' });
    page = (await t.app.inject({ url: `/api/participant/${p.id}/public` })).json();
    expect(page.photoUrl).toMatch(new RegExp(`^/api/participant/${p.id}/photo\\?v=\\d+$`));
    const pub = await t.app.inject({ url: page.photoUrl });
    expect(pub.headers['content-type']).toBe('image/jpeg');
    expect(pub.rawPayload.equals(own.rawPayload)).toBe(true);

    // Rejected: gone from the public page again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fundraiser/photos/${p.id}`,
      headers: { cookie: operator },
      payload: { decision: 'reject' },
    });
    page = (await t.app.inject({ url: `/api/participant/${p.id}/public` })).json();
    expect(page.photoUrl).toBeNull();
  });

  it('refuses what is not an image of the stated type, and a story too long', async () => {
    const p = await newParticipant(t.app);
    for (const payload of [
      { contentType: 'image/jpeg', dataBase64: PNG.toString('base64') },
      { contentType: 'image/png', dataBase64: Buffer.from('<svg/>').toString('base64') },
      { contentType: 'image/svg+xml', dataBase64: Buffer.from('<svg/>').toString('base64') },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/participant/fundraiser/photo',
        headers: { cookie: p.cookie },
        payload,
      });
      expect(res.json(), payload.contentType).toMatchObject({ code: 'INVALID_DATA' });
    }
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/fundraiser/story',
      headers: { cookie: p.cookie },
      payload: { story: 'x'.repeat(1_001) },
    });
    expect(long.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['story'] });
  });
});
