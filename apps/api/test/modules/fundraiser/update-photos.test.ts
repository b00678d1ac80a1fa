// Record 0102: an update's photo is seen by nobody but its author and operators until an operator
// approves it (the text is public at once): the public list does not tell of a waiting or rejected
// photo, its address answers 404, followers' mails speak of it only once approved. Operators see
// the queue (oldest first, with whose it is and the text), look at a photo (audited) and decide;
// a decision can be taken back. Nobody else may do either, and a refusal changes nothing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, fundraiserUpdates, mailOutbox } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { signUp, uniqueEmail } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { moneyTestApp, readyParticipant } from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2027-03-01T10:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

type Update = {
  id: string;
  text: string;
  photoUrl: string | null;
  photoStatus: string | null;
  createdAt: string;
};
type Pending = { updateId: string; participantId: string; displayName: string; text: string };

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();

async function postUpdate(cookie: string, text: string, withPhoto = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/participant/fundraiser/updates',
    headers: { cookie },
    payload: {
      text,
      ...(withPhoto
        ? { photo: { contentType: 'image/jpeg', dataBase64: (await jpeg()).toString('base64') } }
        : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  clock.advance(60_000); // each update its own moment: the lists are ordered by it
  return res.json<Update>();
}

const publicUpdates = async (participantId: string) =>
  (await t.app.inject({ url: `/api/participant/${participantId}/updates` })).json<{
    updates: Update[];
  }>().updates;

const queue = async (cookie = admin) => {
  const res = await t.app.inject({
    url: '/api/admin/fundraiser/update-photos',
    headers: { cookie },
  });
  return res;
};

const decide = (updateId: string, decision: string, cookie = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/fundraiser/updates/${updateId}/photo`,
    headers: { cookie },
    payload: { decision },
  });

const mailsTo = (to: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to.toLowerCase()));

const statusOf = async (updateId: string) =>
  (
    await t.database.db
      .select({ status: fundraiserUpdates.photoStatus })
      .from(fundraiserUpdates)
      .where(eq(fundraiserUpdates.id, updateId))
  )[0]?.status;

describe('update photos wait for an operator (record 0102)', () => {
  it('shows a photo to nobody else before it is approved; operators see the queue and decide', async () => {
    const p = await readyParticipant(t.app);
    const first = await postUpdate(p.cookie, 'Day 3: the first walk without a cigarette');
    const textOnly = await postUpdate(p.cookie, 'Day 4: no photo today', false);
    const second = await postUpdate(p.cookie, 'Day 5: my new running shoes');
    // The author hears the photo waits; the text alone is public.
    expect(first).toMatchObject({ photoStatus: 'pending', photoUrl: null });
    expect(textOnly).toMatchObject({ photoStatus: null, photoUrl: null });
    const shown = await publicUpdates(p.id);
    expect(shown.map((u) => [u.text, u.photoUrl, u.photoStatus])).toEqual([
      ['Day 5: my new running shoes', null, null],
      ['Day 4: no photo today', null, null],
      ['Day 3: the first walk without a cigarette', null, null],
    ]);
    const guessed = await t.app.inject({ url: `/api/fundraiser/updates/${first.id}/photo` });
    expect(guessed.statusCode).toBe(404);

    // The queue: oldest first, whose and what for, never an address.
    const listed = await queue();
    expect(listed.statusCode).toBe(200);
    const mine = listed
      .json<{ photos: Pending[] }>()
      .photos.filter((photo) => photo.participantId === p.id);
    expect(mine).toEqual([
      expect.objectContaining({
        updateId: first.id,
        displayName: 'Ada L.',
        text: 'Day 3: the first walk without a cigarette',
      }),
      expect.objectContaining({ updateId: second.id }),
    ]);
    expect(listed.body).not.toContain(p.email);
    // An operator looks at it (audited, with whose it is) and approves one, rejects the other.
    const looked = await t.app.inject({
      url: `/api/admin/fundraiser/updates/${first.id}/photo`,
      headers: { cookie: admin },
    });
    expect(looked.statusCode).toBe(200);
    expect(looked.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(looked.rawPayload).metadata()).format).toBe('jpeg');
    expect((await decide(first.id, 'approve')).statusCode).toBe(200);
    expect((await decide(second.id, 'reject')).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'admin_update_photo_decided'));
    expect(audit.map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        { targetId: p.id, updateId: first.id, decision: 'approve' },
        { targetId: p.id, updateId: second.id, decision: 'reject' },
      ]),
    );

    const after = await publicUpdates(p.id);
    expect(after.find((u) => u.id === first.id)).toMatchObject({
      photoStatus: 'approved',
      photoUrl: `/api/fundraiser/updates/${first.id}/photo`,
    });
    expect(after.find((u) => u.id === second.id)).toMatchObject({
      photoStatus: null,
      photoUrl: null,
    });
    const served = await t.app.inject({ url: `/api/fundraiser/updates/${first.id}/photo` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=300');
    const rejected = await t.app.inject({ url: `/api/fundraiser/updates/${second.id}/photo` });
    expect(rejected.statusCode).toBe(404);
    expect(
      (await queue()).json<{ photos: Pending[] }>().photos.filter((x) => x.participantId === p.id),
    ).toEqual([]);

    // Taken down later (an abuse report): gone from the page at once.
    expect((await decide(first.id, 'reject')).statusCode).toBe(200);
    const taken = await t.app.inject({ url: `/api/fundraiser/updates/${first.id}/photo` });
    expect(taken.statusCode).toBe(404);
  });

  it('refuses everyone but an operator, a bad decision and an update without a photo; nothing changes', async () => {
    const p = await readyParticipant(t.app, { language: 'de' });
    const update = await postUpdate(p.cookie, 'Tag 2: geschafft');
    const textOnly = await postUpdate(p.cookie, 'Tag 3: ohne Foto', false);
    const supporter = await signUp(t.app, { role: 'supporter' });
    for (const cookie of [p.cookie, supporter.cookie]) {
      expect((await queue(cookie)).statusCode).toBe(403);
      expect((await decide(update.id, 'approve', cookie)).statusCode).toBe(403);
      const looked = await t.app.inject({
        url: `/api/admin/fundraiser/updates/${update.id}/photo`,
        headers: { cookie },
      });
      expect(looked.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fundraiser/updates/${update.id}/photo`,
      payload: { decision: 'approve' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await decide(update.id, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_DATA');
    const none = await decide(textOnly.id, 'approve');
    expect(none.statusCode).toBe(404);
    expect(await statusOf(textOnly.id)).toBeNull();
    const unknown = await decide('6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(update.id)).toBe('pending');
  });

  it('tells followers of a photo only once it is approved', async () => {
    const p = await readyParticipant(t.app);
    const email = uniqueEmail('photo-follower');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/participant/${p.id}/follow`,
      headers: { 'x-language': 'en' },
      payload: { email },
    });
    expect(asked.statusCode).toBe(202);
    const [confirmMail] = await mailsTo(email);
    const link = /\/follow\/confirm\?follower=([0-9a-f-]{36})&token=([^\s>]+)/.exec(
      confirmMail!.text,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/follow/confirm',
      payload: { follower: link![1], token: decodeURIComponent(link![2]!) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    await postUpdate(p.cookie, 'Day 6: a photo that waits');
    await t.app.jobs.runDue(1000);
    const approved = await postUpdate(p.cookie, 'Day 7: a photo approved before the mail');
    expect((await decide(approved.id, 'approve')).statusCode).toBe(200);
    await t.app.jobs.runDue(1000);
    const updates = (await mailsTo(email)).filter((m) => m.kind === 'follower_update');
    const about = (day: string) => updates.find((m) => m.text.includes(day))!.text;
    expect(about('Day 6')).not.toContain('It comes with a photo');
    expect(about('Day 7')).toContain('It comes with a photo');
  });
});
